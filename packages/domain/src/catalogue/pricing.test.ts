import { describe, expect, it } from 'vitest';
import { displayPricings, effectivePrice, FREE_PRICING, isAcpPlan, periodLabel } from './pricing';

describe('pricing', () => {
  it.each([
    [{ price: 10, discountedPrice: 8 }, 8],
    [{ price: 10, discountedPrice: 0 }, 0],
    [{ price: 10, discountedPrice: null }, 10],
    [{ price: 10 }, 10],
  ])('effectivePrice(%j) is %d', (priced, expected) => {
    expect(effectivePrice(priced)).toBe(expected);
  });

  it.each([
    ['month', 'MO'],
    ['day', 'Day(s)'],
    ['year', 'Y'],
  ] as const)('the period of %s is %s', (unit, text) => {
    expect(periodLabel(unit, 3).text).toBe(text);
  });

  it.each([
    ['acp', true],
    ['tribal', true],
    ['regular', false],
    ['others', false],
  ] as const)('a %s plan is a benefit plan: %s', (type, expected) => {
    expect(isAcpPlan({ type })).toBe(expected);
  });

  const pricing = { id: 1, planId: 1, price: 5, duration: 1, durationUnit: 'month' } as const;

  it.each([
    ['acp', [], [FREE_PRICING]],
    ['tribal', [], [FREE_PRICING]],
    ['acp', [pricing], [pricing]],
    ['regular', [], []],
  ] as const)('a %s plan with %j shows %j', (type, pricings, shown) => {
    expect(displayPricings({ type }, pricings)).toEqual(shown);
  });

  it('shows the free plan at $0 for 1 month', () => {
    expect(effectivePrice(FREE_PRICING)).toBe(0);
    expect(FREE_PRICING).toMatchObject({ duration: 1, durationUnit: 'month' });
  });
});
