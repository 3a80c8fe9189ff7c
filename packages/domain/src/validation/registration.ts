import { LIMITS } from '../constants';
import type { FieldErrors, FieldMessage, MessageId } from '../messages';
import { collect, failIf, isBlank, isEmail, type Text, text } from './rules';

/** The register step's names, kept for the session until the registration page. */
export interface RegisterStepInput {
  firstName?: Text;
  lastName?: Text;
}

/** An account's name: not empty, then 2 to 24 characters, as the carrier checks it (spec 000 §9). */
function accountName(value: Text, empty: MessageId, invalid: MessageId): FieldMessage | undefined {
  const name = text(value);
  if (name === '') return failIf(true, empty);
  return failIf(name.length < LIMITS.nameMinLength || name.length > LIMITS.nameMaxLength, invalid);
}

/**
 * The register step (spec 000 §5): both names not empty, and of the length the carrier accepts, so registration
 * is never refused for a name the visitor cannot change on the registration page (W-7).
 */
export function validateRegisterStep(input: RegisterStepInput): FieldErrors<'firstName' | 'lastName'> {
  return collect({
    firstName: accountName(input.firstName, 'register.firstNameEmpty', 'enrolmentForm.firstNameInvalid'),
    lastName: accountName(input.lastName, 'register.lastNameEmpty', 'enrolmentForm.lastNameInvalid'),
  });
}

/** The registration page's fields (the names come from the register step). */
export interface RegistrationInput {
  email?: Text;
  phone?: Text;
  password?: Text;
  passwordConfirm?: Text;
  shippingAddress1?: Text;
  shippingAddress2?: Text;
  country?: Text;
  state?: Text;
  city?: Text;
  zipcode?: Text;
}

/** A checked field of the registration page; `form` carries 'All fields are mandatory'. */
export type RegistrationField = 'email' | 'passwordConfirm' | 'form';

const mandatory = ['phone', 'password', 'shippingAddress1', 'country', 'state', 'city', 'zipcode'] as const;

// Password strength rules are not specified.
/** The benefit area's registration (spec 001 §7): e-mail mandatory, password equal to its confirmation. */
export function validateAccountRegistration(
  input: Pick<RegistrationInput, 'email' | 'password' | 'passwordConfirm'>,
): FieldErrors<'email' | 'passwordConfirm'> {
  return collect({
    email:
      failIf(isBlank(input.email), 'register.emailMandatory') ??
      failIf(!isEmail(input.email), 'purchase.emailInvalid'),
    passwordConfirm: failIf(
      (input.password ?? '') !== (input.passwordConfirm ?? ''),
      'register.passwordMismatch',
    ),
  });
}

/** The registration page (spec 000 §5, §8): the account's rules, and every field but address 2. */
export function validateRegistration(input: RegistrationInput): FieldErrors<RegistrationField> {
  return {
    ...validateAccountRegistration(input),
    ...collect({
      form: failIf(
        mandatory.some((field) => isBlank(input[field])),
        'common.allFieldsMandatory',
      ),
    }),
  };
}
