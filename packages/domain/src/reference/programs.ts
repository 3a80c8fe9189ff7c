/** The government programs an applicant can qualify through (spec 001 §3), code to name. */
export const ELIGIBILITY_PROGRAMS = {
  E1: 'Medicaid',
  E2: 'SNAP',
  E3: 'Supplemental Security',
  E4: 'Federal Public Housing Assistance',
  E8: 'Bureau of Indian Affairs General Assistance',
  E9: 'Tribal TANF',
  E10: 'FDPIR',
  E11: 'Head Start',
  E13: 'Eligibility Based on Income',
  E15: 'Veterans Pension or Survivors Pension',
  E50: 'School Lunch/Breakfast Program',
  E51: 'Federal Pell Grant',
  E54: 'WIC',
} as const;

/** A program code. */
export type ProgramCode = keyof typeof ELIGIBILITY_PROGRAMS;

/** Every program code, in table order (the wizard's choices). */
export const PROGRAM_CODES: readonly ProgramCode[] = Object.keys(ELIGIBILITY_PROGRAMS).filter(isProgramCode);

/** The sub-choices of E4, Federal Public Housing Assistance, code to name. */
export const PUBLIC_HOUSING_CHOICES = {
  '1': 'Housing choice voucher program',
  '2': 'Project based rental assistance',
  '3': 'Public housing',
  '4': 'Affordable housing programs for American Indians, Alaska Natives or Native Hawaiians',
} as const;

/** A public-housing sub-choice code. */
export type PublicHousingCode = keyof typeof PUBLIC_HOUSING_CHOICES;

/** Every public-housing sub-choice code, in table order. */
export const PUBLIC_HOUSING_CODES: readonly PublicHousingCode[] =
  Object.keys(PUBLIC_HOUSING_CHOICES).filter(isPublicHousingCode);

/** The program whose choice asks for a public-housing sub-choice. */
export const PUBLIC_HOUSING_PROGRAM: ProgramCode = 'E4';

/** The program whose choice asks for household size and income. */
export const INCOME_PROGRAM: ProgramCode = 'E13';

/** Programs whose choice asks for a school name. */
export const SCHOOL_PROGRAMS: readonly ProgramCode[] = ['E50', 'E51'];

/** The eligibility code sent instead of the chosen program when the applicant claims the tribal benefit. */
export const TRIBAL_ELIGIBILITY_CODE = '9';

/** True when the value is a program code of the table. */
export function isProgramCode(value: string | null | undefined): value is ProgramCode {
  return value != null && Object.hasOwn(ELIGIBILITY_PROGRAMS, value);
}

/** True when the value is a public-housing sub-choice code. */
export function isPublicHousingCode(value: string | null | undefined): value is PublicHousingCode {
  return value != null && Object.hasOwn(PUBLIC_HOUSING_CHOICES, value);
}
