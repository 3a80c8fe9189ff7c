import { describe, expect, it } from 'vitest';
import {
  capHousehold,
  type HouseholdIncome,
  householdSize,
  lowIncomeWarning,
  yearlyIncome,
} from './household-income';

describe('household', () => {
  it.each([
    [{ adults: 2, children: 3 }, { adults: 2, children: 3 }, 5],
    [{ adults: 0, children: 0 }, { adults: 1, children: 0 }, 1],
    [{ adults: 12, children: 11 }, { adults: 10, children: 10 }, 20],
    [{ adults: 3, children: -1 }, { adults: 3, children: 0 }, 3],
    [{ adults: Number.NaN, children: 2.7 }, { adults: 1, children: 2 }, 3],
  ])('%j is capped to %j, size %i', (household, capped, size) => {
    expect(capHousehold(household)).toEqual(capped);
    expect(householdSize(household)).toBe(size);
  });

  it.each([
    [{ income: 2000, incomePeriod: '1' }, 24_000],
    [{ income: 24_000, incomePeriod: '2' }, 24_000],
  ])('yearlyIncome(%j) is %i', (input, yearly) => {
    expect(yearlyIncome(input)).toBe(yearly);
  });
});

describe('lowIncomeWarning', () => {
  const base: HouseholdIncome = { adults: 1, children: 0, incomePeriod: '2', income: 0 };

  it.each<[string, Partial<HouseholdIncome>, string | null, string | undefined]>([
    ['1 person at the limit', { income: 29_160 }, 'NY', undefined],
    [
      '1 person above the limit',
      { income: 29_161 },
      'NY',
      'You are likely not qualified based on Low Income',
    ],
    [
      '1 person monthly 2,500 (30,000 a year)',
      { incomePeriod: '1', income: 2500 },
      'NY',
      'You are likely not qualified based on Low Income',
    ],
    ['1 person monthly 2,400 (28,800 a year)', { incomePeriod: '1', income: 2400 }, 'NY', undefined],
    ['4 persons at 60,000', { adults: 2, children: 2, income: 60_000 }, 'TX', undefined],
    [
      '4 persons at 60,001',
      { adults: 2, children: 2, income: 60_001 },
      'TX',
      'You are likely not qualified based on Low Income',
    ],
    ['1 person in Alaska at 36,000', { income: 36_000 }, 'AK', undefined],
    [
      '1 person in Hawaii at 34,000',
      { income: 34_000 },
      'HI',
      'You are likely not qualified based on Low Income',
    ],
  ])('%s in %3$s: %4$j', (_case, patch, state, text) => {
    expect(lowIncomeWarning({ ...base, ...patch }, state)?.text).toBe(text);
  });
});
