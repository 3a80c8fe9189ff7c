import { describe, expect, it } from 'vitest';
import { payGoOffer } from './paygo-offer';
import { type PlanLike, threeDollarPlanOutcome } from './plans';
import type { PricingLike } from './pricing';

const paygo: PlanLike = { id: 3, name: 'paygo 3', type: 'regular' };
const monthly: PricingLike = {
  id: 1,
  planId: 3,
  price: 3,
  discountedPrice: null,
  duration: 1,
  durationUnit: 'month',
};

describe('payGoOffer', () => {
  it.each([
    {
      case: 'the pay-go plan priced $3',
      plans: [paygo],
      pricings: [monthly],
      expected: { plan: paygo, pricing: monthly },
    },
    {
      case: 'a discounted price of $3',
      plans: [paygo],
      pricings: [{ ...monthly, price: 5, discountedPrice: 3 }],
      expected: { plan: paygo, pricing: { ...monthly, price: 5, discountedPrice: 3 } },
    },
    { case: 'no pricing of $3', plans: [paygo], pricings: [{ ...monthly, price: 9 }], expected: undefined },
    {
      case: 'a pay-go name on a plan of another type',
      plans: [{ ...paygo, type: 'others' as const }],
      pricings: [monthly],
      expected: undefined,
    },
    {
      case: 'no pay-go plan',
      plans: [{ ...paygo, name: 'Essential 5' }],
      pricings: [monthly],
      expected: undefined,
    },
  ])('finds $case', ({ plans, pricings, expected }) => {
    expect(payGoOffer(plans, pricings)).toEqual(expected);
  });

  it('agrees with the $3 buy', () => {
    expect(threeDollarPlanOutcome([paygo], [monthly])).toEqual({
      kind: 'route',
      path: '/SummaryPlanPage?plan=3&price=1',
    });
  });
});
