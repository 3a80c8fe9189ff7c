import { TRIBAL_ELIGIBILITY_CODE } from '../reference/programs';

/** What the payload rules need of the personal data. */
export interface EligibilityData {
  ssn4?: string | null;
  checkTribal?: boolean | null;
  eligibilityProgramCode?: string | null;
}

/** The eligibility code sent: 9 when the tribal benefit is claimed, else the chosen program. */
export function eligibilityCode(data: EligibilityData): string | undefined {
  return data.checkTribal === true ? TRIBAL_ELIGIBILITY_CODE : (data.eligibilityProgramCode ?? undefined);
}

/** The eligibility check's payload: personal data and eligibility code, without a tribal applicant's SSN. */
export function eligibilityCheckPayload<Data extends EligibilityData>(
  data: Data,
): Omit<Data, 'ssn4'> & { ssn4?: Data['ssn4']; eligibilityCode?: string } {
  const { ssn4, ...rest } = data;
  const code = { eligibilityCode: eligibilityCode(data) };
  return data.checkTribal === true ? { ...rest, ...code } : { ...rest, ssn4, ...code };
}
