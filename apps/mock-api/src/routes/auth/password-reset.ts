import { messageOf, type Role } from '@carrier/domain';
import { findAccountByEmail } from '../../auth/accounts';
import { resetPassword, sendResetLink, usableResetToken } from '../../auth/password-reset';
import type { Schemas } from '../../store/schemas';
import type { World } from '../../world';
import type { Handler, HandlerResult } from '../handler';
import { fieldValidationFailed } from './field-errors';

/** Any role may ask: the link leads to the web's reset page of the account's role, which calls that role's endpoint. */
export const forgotPassword: Handler<'forgotPassword'> = ({ body, world, language }) => {
  const account = findAccountByEmail(world.state, body.email);
  if (!account) return { scenario: 'auth.email-not-found' };
  sendResetLink(world, account, language);
  return { status: 200, body: { message: 'Check your email for the password reset link' } };
};

/** Whether a mailed link's token can still reset a password at the endpoint of `role`, without using it up. */
export function checkResetLinkAt(
  world: World,
  role: Role,
  { passwordResetToken }: Schemas['ResetLinkCheckRequest'],
): HandlerResult<'checkSubscriberResetLink'> {
  const usable = usableResetToken(world, passwordResetToken, role);
  if (!usable) return { scenario: 'auth.reset.invalid-token' };
  return { status: 200, body: { expiresAt: new Date(usable.reset.expiresAtMs).toISOString() } };
}

/** A reset at the endpoint of `role` (the three endpoints answer alike), with the token of a mailed link. */
export function resetPasswordAt(
  world: World,
  role: Role,
  { passwordResetToken, password, passwordConfirm }: Schemas['ResetPasswordRequest'],
): HandlerResult<'resetSubscriberPassword'> {
  const usable = usableResetToken(world, passwordResetToken, role);
  if (!usable) return { scenario: 'auth.reset.invalid-token' };
  const mismatch = fieldValidationFailed({
    passwordConfirm: password === passwordConfirm ? undefined : messageOf('register.passwordMismatch'),
  });
  if (mismatch) return mismatch;
  resetPassword(usable, password);
  return { status: 200, body: { message: 'Your password has been reset' } };
}
