import type { FieldErrors } from '../messages';
import { isUnitedStates } from '../reference/countries';
import { collect, failIf, isBlank, type Text } from './rules';
import { emailFailure, zipFailure } from './shipping-fields';

/** The add-on summary's form. */
export interface AddonPurchaseInput {
  emailAddress?: Text;
  country?: Text;
  zipCode?: Text;
}

/** A checked field of the add-on form. */
export type AddonPurchaseField = 'emailAddress' | 'country' | 'zipCode';

/** Only a United States address needs a zip code for an add-on; for any other country the zip is cleared. */
export function addonNeedsZip(country: Text): boolean {
  return isUnitedStates(country);
}

/** The add-on summary's form (spec 000 §5): e-mail for guests, country, zip for the United States only. */
export function validateAddonPurchase(
  input: AddonPurchaseInput,
  options: { guest: boolean },
): FieldErrors<AddonPurchaseField> {
  return collect<AddonPurchaseField>({
    emailAddress: options.guest ? emailFailure(input.emailAddress) : undefined,
    country: failIf(isBlank(input.country), 'purchase.countryRequired'),
    zipCode: addonNeedsZip(input.country) ? zipFailure(input.zipCode) : undefined,
  });
}
