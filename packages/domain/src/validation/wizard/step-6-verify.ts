import type { FieldErrors } from '../../messages';
import { collect, failIf } from '../rules';

/** Step 6 (spec 001 §5): the consent box ticked. */
export function validateVerify(input: { consent?: boolean | null }): FieldErrors<'consent'> {
  return collect({ consent: failIf(input.consent !== true, 'wizard.checkboxMandatory') });
}
