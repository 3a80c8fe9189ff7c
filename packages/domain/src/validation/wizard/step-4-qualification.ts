import type { FieldErrors } from '../../messages';
import {
  isProgramCode,
  isPublicHousingCode,
  PUBLIC_HOUSING_PROGRAM,
  SCHOOL_PROGRAMS,
} from '../../reference/programs';
import { collect, failIf, isBlank, type Text } from '../rules';

/** Step 4, qualification: the program, its public-housing sub-choice (E4) and school name (E50, E51). */
export interface QualificationInput {
  eligibilityProgramCode?: Text;
  publicHousingCode?: Text;
  schoolName?: Text;
}

/** A checked field of step 4. */
export type QualificationField = keyof QualificationInput;

/** Step 4 (spec 001 §5): a program; for E4 a public-housing sub-choice; for E50 or E51 a school. */
export function validateQualification(input: QualificationInput): FieldErrors<QualificationField> {
  const program = input.eligibilityProgramCode;
  return collect<QualificationField>({
    eligibilityProgramCode: failIf(!isProgramCode(program), 'wizard.checkboxMandatory'),
    publicHousingCode: failIf(
      program === PUBLIC_HOUSING_PROGRAM && !isPublicHousingCode(input.publicHousingCode),
      'wizard.checkboxMandatory',
    ),
    schoolName: failIf(
      SCHOOL_PROGRAMS.some((code) => code === program) && isBlank(input.schoolName),
      'qualification.schoolNameMandatory',
    ),
  });
}

/** Choosing a program other than E4 clears the public-housing choice. */
export function chooseProgram<Input extends QualificationInput>(input: Input, program: string): Input {
  return {
    ...input,
    eligibilityProgramCode: program,
    publicHousingCode: program === PUBLIC_HOUSING_PROGRAM ? input.publicHousingCode : undefined,
  };
}
