import type { FieldErrors } from '../messages';
import { collect, failIf } from './rules';

/** The transfer page's checkbox (spec 001 §5): required, else the 'required' marker. */
export function validateTransfer(input: { transfer?: boolean | null }): FieldErrors<'transfer'> {
  return collect({ transfer: failIf(input.transfer !== true, 'transfer.required') });
}
