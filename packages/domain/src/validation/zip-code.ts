import type { FieldErrors } from '../messages';
import { zipToState } from '../reference/states';
import { collect, failIf, isBlank, isZip, type Text, text } from './rules';

/** The zip page's box (spec 001 §5): required, 5 digits, in the range of some state. */
export function validateZipCode(input: { zipCode?: Text }): FieldErrors<'zipCode'> {
  return collect({
    zipCode:
      failIf(isBlank(input.zipCode), 'zip.mandatory') ??
      failIf(!isZip(input.zipCode), 'zip.invalid') ??
      failIf(zipToState(text(input.zipCode)) === undefined, 'zip.stateNotFound'),
  });
}

/** Apply now is enabled at 5 digits. */
export function canApplyWithZip(zipCode: Text): boolean {
  return isZip(zipCode);
}
