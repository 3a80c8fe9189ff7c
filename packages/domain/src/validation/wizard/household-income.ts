import { LIMITS } from '../../constants';
import { type Message, messageOf } from '../../messages';
import { povertyGuideline } from '../../reference/poverty-guideline';

/** E13's income period choices. */
export const INCOME_PERIODS = { '1': 'Monthly', '2': 'Yearly' } as const;

/** E13's household and income inputs. */
export interface HouseholdIncome {
  adults: number;
  children: number;
  /** '1' monthly, '2' yearly. */
  incomePeriod: string;
  income: number;
}

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Math.trunc(value) || 0));

/** Adults kept within 1-10 and children within 0-10: the cap applied whenever the adult count changes. */
export function capHousehold(household: { adults: number; children: number }): {
  adults: number;
  children: number;
} {
  return {
    adults: clamp(household.adults, LIMITS.adults),
    children: clamp(household.children, LIMITS.children),
  };
}

/** Household size for the guideline: adults plus children, within their ranges. */
export function householdSize(household: { adults: number; children: number }): number {
  const { adults, children } = capHousehold(household);
  return adults + children;
}

/** Yearly income: a monthly income times 12. */
export function yearlyIncome(household: Pick<HouseholdIncome, 'income' | 'incomePeriod'>): number {
  return household.incomePeriod === '1' ? household.income * 12 : household.income;
}

// The spec says "below"; the benefit is for households at or below the limit (spec 001 §1), so the warning is
// for incomes above it.
/** E13's low-income warning: the yearly income above the household's limit in the applicant's state. */
export function lowIncomeWarning(
  household: HouseholdIncome,
  stateCode: string | null | undefined,
): Message | undefined {
  const limit = povertyGuideline(householdSize(household), stateCode);
  return yearlyIncome(household) > limit ? messageOf('qualification.lowIncome') : undefined;
}
