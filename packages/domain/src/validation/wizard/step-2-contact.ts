import type { FieldErrors, FieldMessage } from '../../messages';
import { isStateCode, zipToState } from '../../reference/states';
import { collect, failIf, hasMinLength, isBlank, isEmail, isPhone, isZip, type Text, text } from '../rules';

/** Step 2, contact information: the home address, and the mailing address when it differs. */
export interface ContactInfoInput {
  contactPhoneNumber?: Text;
  contactEmail?: Text;
  /** undefined until answered; false once unticked. */
  consent?: boolean | null;
  address?: Text;
  city?: Text;
  state?: Text;
  zipCode?: Text;
  sameAddress?: boolean | null;
  contactAddress?: Text;
  contactCity?: Text;
  contactState?: Text;
  contactZipCode?: Text;
}

/** A checked field of step 2. */
export type ContactInfoField = Exclude<keyof ContactInfoInput, 'sameAddress'>;

function addressFailure(address: Text): FieldMessage | undefined {
  return (
    failIf(isBlank(address), 'contactInfo.addressRequired') ??
    failIf(!hasMinLength(address), 'contactInfo.addressInvalid')
  );
}

function stateFailure(state: Text): FieldMessage | undefined {
  return (
    failIf(isBlank(state), 'purchase.stateRequired') ??
    failIf(!isStateCode(text(state)), 'contactInfo.stateInvalid')
  );
}

function zipFailure(zip: Text): FieldMessage | undefined {
  return (
    failIf(isBlank(zip), 'contactInfo.zipRequired') ??
    failIf(!isZip(zip), 'contactInfo.zipFormat') ??
    failIf(zipToState(text(zip)) === undefined, 'contactInfo.zipInvalid')
  );
}

// The spec pairs two words per field without saying which is which: an empty e-mail is 'Invalid', a malformed
// one 'format is wrong'; an unanswered consent is 'required', an unticked one 'Invalid'; a zip in no state is
// 'Invalid'.
/** Step 2 (spec 001 §5): phone, e-mail, consent, home address, and the mailing address when it differs. */
export function validateContactInfo(input: ContactInfoInput): FieldErrors<ContactInfoField> {
  const mailing = input.sameAddress !== true;
  return collect<ContactInfoField>({
    contactPhoneNumber:
      failIf(isBlank(input.contactPhoneNumber), 'contactInfo.phoneRequired') ??
      failIf(!isPhone(input.contactPhoneNumber), 'contactInfo.phoneInvalid'),
    contactEmail:
      failIf(isBlank(input.contactEmail), 'contactInfo.emailInvalid') ??
      failIf(!isEmail(input.contactEmail), 'contactInfo.emailFormat'),
    consent:
      failIf(input.consent == null, 'contactInfo.checkboxRequired') ??
      failIf(input.consent === false, 'contactInfo.checkboxInvalid'),
    address: addressFailure(input.address),
    city: failIf(isBlank(input.city), 'purchase.cityRequired'),
    state: stateFailure(input.state),
    zipCode: zipFailure(input.zipCode),
    contactAddress: mailing ? addressFailure(input.contactAddress) : undefined,
    contactCity: mailing ? failIf(isBlank(input.contactCity), 'purchase.cityRequired') : undefined,
    contactState: mailing ? stateFailure(input.contactState) : undefined,
    contactZipCode: mailing ? zipFailure(input.contactZipCode) : undefined,
  });
}
