import {
  dobFromString,
  dobProblem,
  LIMITS,
  messageOf,
  messages,
  TRIBAL_ELIGIBILITY_CODE,
  validateHousehold,
  zipToState,
} from '@carrier/domain';
import type { Schemas } from '../store/schemas';

type FieldError = Schemas['FieldError'];

/**
 * What the simulated verifier checks of an applicant beyond the document's shapes, with the wizard's rules
 * (spec 001 §5): the initials are the names' first letters, the applicant is an adult, the zip code lies in the
 * state given, and a program's eligibility code is that program's. The verifier words the initials rule as a
 * `description`, as the document's example shows.
 */
export function applicantProblems(applicant: Schemas['EligibilityCheckRequest'], today: Date): FieldError[] {
  const problems: FieldError[] = [];
  const household = validateHousehold(applicant);
  for (const field of ['MK1', 'MK2'] as const) {
    const failure = household[field];
    if (failure) problems.push({ field, description: failure.text });
  }
  if (dobProblem(dobFromString(applicant.dob), today) === 'underage')
    problems.push({
      field: 'dob',
      message: messageOf('personalInfo.underage', { age: LIMITS.minimumAge }).text,
    });
  if (zipToState(applicant.zipCode) !== applicant.state)
    problems.push({ field: 'state', message: messages['contactInfo.stateInvalid'] });
  const { eligibilityCode, eligibilityProgramCode } = applicant;
  if (
    eligibilityCode !== undefined &&
    eligibilityCode !== TRIBAL_ELIGIBILITY_CODE &&
    eligibilityCode !== eligibilityProgramCode
  )
    problems.push({ field: 'eligibilityCode', message: 'eligibilityCode must be the chosen program’s code' });
  return problems;
}
