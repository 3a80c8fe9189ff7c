import type { FieldErrors, FieldMessage } from '../../messages';
import { collect, failIf, initialsMatch, isBlank, type Text, withFormError } from '../rules';

/** The adult-household radio's values. */
export const ADULT_OPTIONS = ['1', '2'] as const;

/** The consent radio shows 1 and 2; the payload carries Y and N. */
export const CONSENT_CHOICES = { '1': 'Y', '2': 'N' } as const;

/** Step 3, household: two radios and two initials boxes, checked against the applicant's names. */
export interface HouseholdInput {
  optionAdult?: Text;
  consentInd?: Text;
  MK1?: Text;
  MK2?: Text;
  firstName?: Text;
  lastName?: Text;
}

/** A checked field of step 3; `form` carries 'All fields are mandatory'. */
export type HouseholdField = 'optionAdult' | 'consentInd' | 'MK1' | 'MK2' | 'form';

function mkFailure(mk: Text, input: HouseholdInput): FieldMessage | undefined {
  return (
    failIf(isBlank(mk), 'household.mkMandatory') ??
    failIf(!initialsMatch(mk, input.firstName, input.lastName), 'household.mkWrong')
  );
}

/** Step 3 (spec 001 §5): both radios chosen, both MK boxes the first letters of first and last name. */
export function validateHousehold(input: HouseholdInput): FieldErrors<HouseholdField> {
  const consentValues: readonly Text[] = Object.values(CONSENT_CHOICES);
  const errors = collect({
    optionAdult: failIf(
      !ADULT_OPTIONS.some((option) => option === input.optionAdult),
      'wizard.checkboxMandatory',
    ),
    consentInd: failIf(!consentValues.includes(input.consentInd), 'wizard.checkboxMandatory'),
    MK1: mkFailure(input.MK1, input),
    MK2: mkFailure(input.MK2, input),
  });
  return withFormError(errors, 'common.allFieldsMandatory');
}
