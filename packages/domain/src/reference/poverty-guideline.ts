// Sources: HHS "Annual Update of the HHS Poverty Guidelines", Federal Register 88 FR 3424 (19 January 2023),
// and USAC's ACP "how to prove income" page, which publishes the same amounts at 200 %. The spec's table
// (spec 001 §9) matches the 48-states column up to 8 persons; its "above 8 add 5,910" is Hawaii's 100 % step,
// not used (DESIGN.md).
/** The benefit's income limit, 200 % of the 2023 HHS poverty guidelines, by state group. */
export const POVERTY_GUIDELINE_200 = {
  contiguous: { firstPerson: 29_160, eachAdditionalPerson: 10_280 },
  alaska: { firstPerson: 36_420, eachAdditionalPerson: 12_860 },
  hawaii: { firstPerson: 33_540, eachAdditionalPerson: 11_820 },
} as const;

/** Which column of the guideline a state uses. */
export type GuidelineGroup = keyof typeof POVERTY_GUIDELINE_200;

/** A state's guideline column: Alaska's, Hawaii's, or the one of the 48 states, DC and territories. */
export function guidelineGroup(stateCode: string | null | undefined): GuidelineGroup {
  if (stateCode === 'AK') return 'alaska';
  if (stateCode === 'HI') return 'hawaii';
  return 'contiguous';
}

/** The yearly income limit (200 % of the 2023 guideline) for a household size (at least 1) in a state. */
export function povertyGuideline(householdSize: number, stateCode: string | null | undefined): number {
  const { firstPerson, eachAdditionalPerson } = POVERTY_GUIDELINE_200[guidelineGroup(stateCode)];
  return firstPerson + (Math.max(1, Math.floor(householdSize)) - 1) * eachAdditionalPerson;
}
