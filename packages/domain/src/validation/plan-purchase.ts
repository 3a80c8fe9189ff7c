import type { FieldErrors } from '../messages';
import { isUnitedStates } from '../reference/countries';
import { collect, failIf, isBlank, type Text } from './rules';
import { emailFailure, shippingAddressFailure, zipFailure } from './shipping-fields';

/** The plan summary's delivery form. */
export interface PlanPurchaseInput {
  emailAddress?: Text;
  shippingCountry?: Text;
  shippingState?: Text;
  shippingCity?: Text;
  shippingZipcode?: Text;
  shippingAddress1?: Text;
  shippingAddress2?: Text;
}

/** A checked field of the delivery form. */
export type PlanPurchaseField =
  | 'emailAddress'
  | 'shippingCountry'
  | 'shippingState'
  | 'shippingCity'
  | 'shippingZipcode'
  | 'shippingAddress1';

// The 5-digit rule applies to US addresses (and while no country is chosen); abroad the postal code is only
// required.
/** The plan summary's delivery form (spec 000 §5); the e-mail only for guests, address 2 optional. */
export function validatePlanPurchase(
  input: PlanPurchaseInput,
  options: { guest: boolean },
): FieldErrors<PlanPurchaseField> {
  const usAddress = isBlank(input.shippingCountry) || isUnitedStates(input.shippingCountry);
  return collect<PlanPurchaseField>({
    emailAddress: options.guest ? emailFailure(input.emailAddress) : undefined,
    shippingCountry: failIf(isBlank(input.shippingCountry), 'purchase.countryRequired'),
    shippingState: failIf(isBlank(input.shippingState), 'purchase.stateRequired'),
    shippingCity: failIf(isBlank(input.shippingCity), 'purchase.cityRequired'),
    shippingZipcode: usAddress
      ? zipFailure(input.shippingZipcode)
      : failIf(isBlank(input.shippingZipcode), 'purchase.zipRequired'),
    shippingAddress1: shippingAddressFailure(input.shippingAddress1),
  });
}
