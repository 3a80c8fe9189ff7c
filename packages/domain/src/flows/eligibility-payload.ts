import { TRIBAL_ELIGIBILITY_CODE } from '../reference/programs';
import { withoutBlanks } from './prune';

/** What the payload rules need of the personal data. */
export interface EligibilityData {
  ssn4?: string | null;
  checkTribal?: boolean | null;
  eligibilityProgramCode?: string | null;
}

/**
 * The personal data the verifier takes (the document's `ApplicantData`). The wizard's own state (the tribal
 * checkbox, ids of earlier checks, the tribal confirmation and its coordinates) stays in the browser.
 */
const APPLICANT_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'ssn4',
  'tribalId',
  'alternateId',
  'language',
  'address',
  'city',
  'state',
  'zipCode',
  'urbanizationCode',
  'contactPhoneNumber',
  'contactEmail',
  'contactAddress',
  'contactCity',
  'contactState',
  'contactZipCode',
  'contactUrbCode',
  'sameAddress',
  'optionAdult',
  'consentInd',
  'MK1',
  'MK2',
  'eligibilityProgramCode',
  'publicHousingCode',
  'schoolName',
  'numberOfAdults',
  'numberOfChildren',
  'incomePeriod',
  'income',
  'carrierUrl',
  'resellerCode',
] as const;

/** The personal data held during the wizard (spec 001 §3), as far as the eligibility check is concerned. */
export type PersonalData = EligibilityData &
  Partial<Record<(typeof APPLICANT_FIELDS)[number], string | number | boolean | null>> &
  Record<string, unknown>;

/** The eligibility check's payload. */
export type EligibilityPayload = Partial<Record<string, string | number | boolean>> & {
  eligibilityCode?: string;
};

/** The eligibility code sent: 9 when the tribal benefit is claimed, else the chosen program. */
export function eligibilityCode(data: EligibilityData): string | undefined {
  return data.checkTribal === true ? TRIBAL_ELIGIBILITY_CODE : (data.eligibilityProgramCode ?? undefined);
}

/**
 * The eligibility check's payload (spec 001 §5, §7): the applicant's fields that are filled in and the
 * eligibility code, without a tribal applicant's SSN.
 */
export function eligibilityCheckPayload(data: PersonalData): EligibilityPayload {
  const fields = APPLICANT_FIELDS.filter((field) => field !== 'ssn4' || data.checkTribal !== true);
  const applicant = Object.fromEntries(fields.map((field) => [field, data[field]]));
  return withoutBlanks({ ...applicant, eligibilityCode: eligibilityCode(data) }) as EligibilityPayload;
}
