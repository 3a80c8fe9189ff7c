import type { components } from '@carrier/contracts/types';
import { isLanguageName } from '../reference/languages';
import { isProgramCode, isPublicHousingCode, TRIBAL_ELIGIBILITY_CODE } from '../reference/programs';
import { INCOME_PERIODS } from '../validation/wizard/household-income';
import { ADULT_OPTIONS, CONSENT_CHOICES } from '../validation/wizard/step-3-household';
import { withoutBlanks } from './prune';

type Schemas = components['schemas'];

/** What the payload rules need of the personal data. */
export interface EligibilityData {
  ssn4?: string | null;
  checkTribal?: boolean | null;
  eligibilityProgramCode?: string | null;
}

/**
 * The personal data held during the wizard (spec 001 §3), as far as the payloads are concerned: the applicant's
 * fields as the pages hold them (text, or a number where the document takes one), the tribal checkbox, and the
 * application's ids, tribal confirmation and coordinates once the verifier has given them. A field not named here
 * fails the typecheck.
 */
export type PersonalData = EligibilityData &
  Partial<Record<keyof Schemas['ApplicantData'], string | number | boolean | null>> & {
    /** Step 2's consent to be contacted (the wizard's own; not sent). */
    contactConsent?: boolean | null;
    applicationId?: string | null;
    eligibilityCheckId?: string | null;
    tribalStatusConfirmed?: boolean | null;
    latitude?: string | number | null;
    longitude?: string | number | null;
    coordinateSource?: string | null;
  };

/** The applicant's fields as the verifier takes them (the document's `ApplicantData`), all optional. */
export type ApplicantFields = Schemas['ApplicantData'];

/** The eligibility code sent: 9 when the tribal benefit is claimed, else the chosen program. */
export function eligibilityCode(data: EligibilityData): string | undefined {
  return data.checkTribal === true ? TRIBAL_ELIGIBILITY_CODE : (data.eligibilityProgramCode ?? undefined);
}

/** Held text as it is; anything else is left out. */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A held number as a number; text that is not one is left out rather than sent as the carrier would refuse it. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A held choice when it is one of the options the wizard offers; anything else is left out. */
function choiceOf<Option extends string>(options: readonly Option[], value: unknown): Option | undefined {
  return options.find((option) => option === value);
}

function isIncomePeriod(value: string): value is keyof typeof INCOME_PERIODS {
  return Object.hasOwn(INCOME_PERIODS, value);
}

function guarded<Value extends string>(guard: (value: string) => value is Value, value: unknown) {
  return typeof value === 'string' && guard(value) ? value : undefined;
}

/**
 * The applicant's fields of the personal data (spec 001 §3), each as the document types it: the wizard's own state
 * (the tribal checkbox, ids of earlier checks, the tribal confirmation and its coordinates) stays in the browser,
 * a tribal applicant's SSN is not sent, the household counts and income go as numbers, and the eligibility code
 * is 9 for a tribal applicant, else the program's.
 */
export function applicantFields(data: PersonalData): ApplicantFields {
  const code = eligibilityCode(data);
  return withoutBlanks<ApplicantFields>()({
    firstName: textOf(data.firstName),
    middleName: textOf(data.middleName),
    lastName: textOf(data.lastName),
    dob: textOf(data.dob),
    ssn4: data.checkTribal === true ? undefined : textOf(data.ssn4),
    tribalId: textOf(data.tribalId),
    alternateId: textOf(data.alternateId),
    language: guarded(isLanguageName, data.language),
    address: textOf(data.address),
    city: textOf(data.city),
    state: textOf(data.state),
    zipCode: textOf(data.zipCode),
    urbanizationCode: textOf(data.urbanizationCode),
    contactPhoneNumber: textOf(data.contactPhoneNumber),
    contactEmail: textOf(data.contactEmail),
    contactAddress: textOf(data.contactAddress),
    contactCity: textOf(data.contactCity),
    contactState: textOf(data.contactState),
    contactZipCode: textOf(data.contactZipCode),
    contactUrbCode: textOf(data.contactUrbCode),
    sameAddress: typeof data.sameAddress === 'boolean' ? data.sameAddress : undefined,
    optionAdult: choiceOf(ADULT_OPTIONS, data.optionAdult),
    consentInd: choiceOf(Object.values(CONSENT_CHOICES), data.consentInd),
    MK1: textOf(data.MK1),
    MK2: textOf(data.MK2),
    eligibilityProgramCode: guarded(isProgramCode, data.eligibilityProgramCode),
    eligibilityCode: code === TRIBAL_ELIGIBILITY_CODE ? code : guarded(isProgramCode, code),
    publicHousingCode: guarded(isPublicHousingCode, data.publicHousingCode),
    schoolName: textOf(data.schoolName),
    numberOfAdults: numberOf(data.numberOfAdults),
    numberOfChildren: numberOf(data.numberOfChildren),
    incomePeriod: guarded(isIncomePeriod, data.incomePeriod),
    income: numberOf(data.income),
    carrierUrl: textOf(data.carrierUrl),
    resellerCode: textOf(data.resellerCode),
  });
}

type RequiredKeys<Body> = { [Key in keyof Body]-?: object extends Pick<Body, Key> ? never : Key }[keyof Body];

/** The answers the eligibility check cannot go without: the document's required fields, no more, no fewer. */
const REQUIRED_ANSWERS: Record<RequiredKeys<Schemas['EligibilityCheckRequest']>, true> = {
  firstName: true,
  lastName: true,
  dob: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  contactPhoneNumber: true,
  contactEmail: true,
  optionAdult: true,
  consentInd: true,
  MK1: true,
  MK2: true,
};

function answersEverything(fields: ApplicantFields): fields is Schemas['EligibilityCheckRequest'] {
  return Object.keys(REQUIRED_ANSWERS).every((field) => Object.hasOwn(fields, field));
}

/**
 * The eligibility check's payload (spec 001 §5, §7): the applicant's fields and the eligibility code, or undefined
 * while an answer the check needs is missing (a wizard left before its end).
 */
export function eligibilityCheckPayload(data: PersonalData): Schemas['EligibilityCheckRequest'] | undefined {
  const fields = applicantFields(data);
  return answersEverything(fields) ? fields : undefined;
}
