import type { FieldErrors } from '../messages';
import { collect, failIf, isBlank, isEmail, type Text } from './rules';

/** The register step's names, kept for the session until the registration page. */
export interface RegisterStepInput {
  firstName?: Text;
  lastName?: Text;
}

/** The register step (spec 000 §5): both names not empty. */
export function validateRegisterStep(input: RegisterStepInput): FieldErrors<'firstName' | 'lastName'> {
  return collect({
    firstName: failIf(isBlank(input.firstName), 'register.firstNameEmpty'),
    lastName: failIf(isBlank(input.lastName), 'register.lastNameEmpty'),
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
