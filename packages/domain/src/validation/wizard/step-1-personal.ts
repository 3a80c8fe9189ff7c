import { LIMITS } from '../../constants';
import type { FieldErrors } from '../../messages';
import { isLanguageName } from '../../reference/languages';
import { type DateOfBirth, dobProblem } from '../dob';
import { collect, failIf, isName, isSsn4, type Text, withFormError } from '../rules';

/** Step 1, personal information. */
export interface PersonalInfoInput {
  firstName?: Text;
  lastName?: Text;
  dob: DateOfBirth;
  ssn4?: Text;
  language?: Text;
}

/** A checked field of step 1; `form` carries 'All fields are mandatory'. */
export type PersonalInfoField = 'firstName' | 'lastName' | 'dob' | 'ssn4' | 'language' | 'form';

/** Step 1 (spec 001 §5): names, an adult's date of birth (from 1900), SSN last 4, language. */
export function validatePersonalInfo(input: PersonalInfoInput, today: Date): FieldErrors<PersonalInfoField> {
  const dob = dobProblem(input.dob, today);
  const errors = collect({
    firstName: failIf(!isName(input.firstName), 'personalInfo.firstNameMandatory'),
    lastName: failIf(!isName(input.lastName), 'personalInfo.lastNameMandatory'),
    dob:
      failIf(dob === 'missing', 'personalInfo.dobMandatory') ??
      failIf(dob === 'underage', 'personalInfo.underage', { age: LIMITS.minimumAge }),
    ssn4: failIf(!isSsn4(input.ssn4), 'personalInfo.ssnFourNumbers'),
    language: failIf(!isLanguageName(input.language), 'personalInfo.languageMandatory'),
  });
  return withFormError(errors, 'common.allFieldsMandatory');
}
