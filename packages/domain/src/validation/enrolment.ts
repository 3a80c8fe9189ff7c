import { LIMITS } from '../constants';
import type { FieldErrors, FieldMessage } from '../messages';
import { type DateOfBirth, dobProblem } from './dob';
import { collect, failIf, isBlank, isName, isPhone, type Text, withFormError } from './rules';
import { emailFailure, shippingAddressFailure, zipFailure } from './shipping-fields';

/** The shipping / enrolment form (/ConfirmAddress), named as the saved shipping data. */
export interface EnrolmentFormInput {
  firstName?: Text;
  lastName?: Text;
  dob: DateOfBirth;
  emailAddress?: Text;
  contactPhoneNumber?: Text;
  shippingAddress1?: Text;
  shippingAddress2?: Text;
  shippingCity?: Text;
  shippingState?: Text;
  shippingZipcode?: Text;
}

/** A checked field of the enrolment form; `form` carries 'All field with * are required'. */
export type EnrolmentFormField =
  | 'firstName'
  | 'lastName'
  | 'dob'
  | 'emailAddress'
  | 'contactPhoneNumber'
  | 'shippingAddress1'
  | 'shippingCity'
  | 'shippingState'
  | 'shippingZipcode'
  | 'form';

function nameFailure(
  name: Text,
  ids: {
    required: 'enrolmentForm.firstNameRequired' | 'enrolmentForm.lastNameRequired';
    invalid: 'enrolmentForm.firstNameInvalid' | 'enrolmentForm.lastNameInvalid';
  },
): FieldMessage | undefined {
  return failIf(isBlank(name), ids.required) ?? failIf(!isName(name, 1), ids.invalid);
}

/** The shipping / enrolment form (spec 001 §5): names, adult's DOB, e-mail, phone, address, zip. */
export function validateEnrolmentForm(
  input: EnrolmentFormInput,
  today: Date,
): FieldErrors<EnrolmentFormField> {
  const dob = dobProblem(input.dob, today);
  const errors = collect({
    firstName: nameFailure(input.firstName, {
      required: 'enrolmentForm.firstNameRequired',
      invalid: 'enrolmentForm.firstNameInvalid',
    }),
    lastName: nameFailure(input.lastName, {
      required: 'enrolmentForm.lastNameRequired',
      invalid: 'enrolmentForm.lastNameInvalid',
    }),
    dob:
      failIf(dob === 'missing', 'enrolmentForm.dobRequired') ??
      failIf(dob === 'underage', 'personalInfo.underage', { age: LIMITS.minimumAge }),
    emailAddress: emailFailure(input.emailAddress),
    contactPhoneNumber:
      failIf(isBlank(input.contactPhoneNumber), 'enrolmentForm.phoneRequired') ??
      failIf(!isPhone(input.contactPhoneNumber), 'enrolmentForm.phoneInvalid'),
    shippingAddress1: shippingAddressFailure(input.shippingAddress1),
    shippingCity: failIf(isBlank(input.shippingCity), 'purchase.cityRequired'),
    shippingState: failIf(isBlank(input.shippingState), 'purchase.stateRequired'),
    shippingZipcode: zipFailure(input.shippingZipcode),
  });
  return withFormError(errors, 'enrolmentForm.allRequired');
}
