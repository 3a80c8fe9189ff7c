import type { FieldErrors } from '../messages';
import { collect, failIf, isBlank, type Text } from './rules';
import { emailFailure } from './shipping-fields';

/** The login form: both fields filled ('All fields are mandatory'); the carrier judges the rest. */
export function validateLogin(input: { email?: Text; password?: Text }): FieldErrors<'form'> {
  return collect({
    form: failIf(isBlank(input.email) || isBlank(input.password), 'common.allFieldsMandatory'),
  });
}

/** The forgot-password form: an e-mail, required and valid. */
export function validateForgotPassword(input: { email?: Text }): FieldErrors<'email'> {
  return collect({ email: emailFailure(input.email) });
}

/** The reset-password form: both passwords filled and equal (no strength rule is specified). */
export function validateResetPassword(input: {
  password?: Text;
  passwordConfirm?: Text;
}): FieldErrors<'passwordConfirm' | 'form'> {
  return collect({
    form: failIf(isBlank(input.password) || isBlank(input.passwordConfirm), 'common.allFieldsMandatory'),
    passwordConfirm: failIf(
      (input.password ?? '') !== (input.passwordConfirm ?? ''),
      'register.passwordMismatch',
    ),
  });
}
