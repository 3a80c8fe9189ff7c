import { describe, expect, it } from 'vitest';
import {
  isPayGo,
  numberPlanPath,
  type PlanLike,
  planListingPath,
  planTitle,
  summaryPlanPath,
  threeDollarPlanOutcome,
} from './plans';
import type { PricingLike } from './pricing';

describe('plans', () => {
  it.each([
    [{ name: 'PayGo $3', type: 'regular' }, true],
    [{ name: 'monthly paygo', type: 'regular' }, true],
    [{ name: 'PayGo', type: 'acp' }, false],
    [{ name: 'Unlimited', type: 'regular' }, false],
  ] as const)('isPayGo(%j) is %s', (plan, expected) => {
    expect(isPayGo(plan)).toBe(expected);
  });

  it.each([
    [
      { name: 'paygo 3', type: 'regular', costPerMonth: 3 },
      { kind: 'payGo', costPerMonth: 3 },
    ],
    [
      { name: 'Esencial 5', type: 'regular', costPerMonth: 5 },
      { kind: 'named', name: 'Esencial 5' },
    ],
    [
      { name: 'PayGo ACP', type: 'acp', costPerMonth: 0 },
      { kind: 'named', name: 'PayGo ACP' },
    ],
  ] as const)('planTitle(%j) is %j', (plan, expected) => {
    expect(planTitle(plan)).toEqual(expected);
  });

  it.each([
    [{ id: 7, name: 'Basic', type: 'regular' }, 3, '/SummaryPlanPage?plan=7&price=3'],
    [{ id: 7, name: 'Basic', type: 'regular' }, undefined, '/SummaryPlanPage?plan=7'],
    [{ id: 8, name: 'Free', type: 'acp' }, undefined, '/ZipCodePage'],
    [{ id: 9, name: 'Tribal', type: 'tribal' }, 2, '/ZipCodePage'],
  ] as const)('buying %j with price %j goes to %s', (plan, priceId, path) => {
    expect(planListingPath(plan, priceId)).toBe(path);
  });

  it('builds the summary path', () => {
    expect(summaryPlanPath('a b', 'c')).toBe('/SummaryPlanPage?plan=a%20b&price=c');
  });

  it("builds a benefit plan list's summary link with numberPlan", () => {
    expect(numberPlanPath(4)).toBe('/SummaryPlanPage?numberPlan=4');
  });

  const plans: PlanLike[] = [
    { id: 1, name: 'Unlimited', type: 'regular' },
    { id: 2, name: 'PayGo Lite', type: 'regular' },
    { id: 3, name: 'PayGo', type: 'regular' },
  ];
  const pricing = (id: number, planId: number, price: number, discountedPrice?: number): PricingLike => ({
    id,
    planId,
    price,
    discountedPrice,
    duration: 1,
    durationUnit: 'month',
  });

  it.each<[string, PricingLike[], ReturnType<typeof threeDollarPlanOutcome>]>([
    [
      'a $3 pay-go pricing',
      [pricing(10, 1, 3), pricing(11, 2, 5), pricing(12, 3, 3)],
      { kind: 'route', path: '/SummaryPlanPage?plan=3&price=12' },
    ],
    [
      'a pay-go discounted to $3',
      [pricing(11, 2, 4, 3)],
      { kind: 'route', path: '/SummaryPlanPage?plan=2&price=11' },
    ],
    [
      'no $3 pay-go',
      [pricing(10, 1, 3), pricing(11, 2, 5)],
      {
        kind: 'toast',
        message: { id: 'toast.planNotFound', text: 'Plan not found, please contact support' },
      },
    ],
  ])('the $3 Buy Now with %s', (_case, pricings, outcome) => {
    expect(threeDollarPlanOutcome(plans, pricings)).toEqual(outcome);
  });

  it('the $3 Buy Now takes the add-on picked below it to the summary (W-3)', () => {
    expect(threeDollarPlanOutcome(plans, [pricing(12, 3, 3)], 22)).toEqual({
      kind: 'route',
      path: '/SummaryPlanPage?plan=3&price=12&addon=22',
    });
  });
});
