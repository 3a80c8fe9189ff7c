import type { FieldErrors } from '../../messages';
import { INCOME_PROGRAM } from '../../reference/programs';
import { collect, failIf, type Text, text } from '../rules';

// The verifier needs E13's household and income (the document requires them with E13); the spec names no
// message for a missing income, so it gets the wizard's general 'All fields are mandatory'.
/** Step 4 with E13: the household income, whole dollars, is required. */
export function validateIncome(input: {
  eligibilityProgramCode?: Text;
  income?: Text;
}): FieldErrors<'income'> {
  return collect({
    income: failIf(
      input.eligibilityProgramCode === INCOME_PROGRAM && !/^\d{1,9}$/.test(text(input.income)),
      'common.allFieldsMandatory',
    ),
  });
}
