import type { FieldMessage } from '../messages';
import { isUnitedStates } from '../reference/countries';
import { failIf, hasMinLength, isBlank, isEmail, isZip, type Text } from './rules';

// Field checks shared by the delivery forms (plan and add-on purchase) and the shipping / enrolment form.

/** E-mail of a guest: required, then a valid address. */
export function emailFailure(email: Text): FieldMessage | undefined {
  return failIf(isBlank(email), 'purchase.emailRequired') ?? failIf(!isEmail(email), 'purchase.emailInvalid');
}

/** Zip code: required, then exactly 5 digits. */
export function zipFailure(zip: Text): FieldMessage | undefined {
  return failIf(isBlank(zip), 'purchase.zipRequired') ?? failIf(!isZip(zip), 'purchase.zipDigits');
}

/** First address line: required, then at least 2 characters. */
export function shippingAddressFailure(address: Text): FieldMessage | undefined {
  return (
    failIf(isBlank(address), 'purchase.addressRequired') ??
    failIf(!hasMinLength(address), 'purchase.addressInvalid')
  );
}

/** The state is a US-state dropdown for the United States (or no country yet), free text otherwise. */
export function stateInputKind(country: Text): 'us-state-dropdown' | 'free-text' {
  return isBlank(country) || isUnitedStates(country) ? 'us-state-dropdown' : 'free-text';
}
