import { messages } from '@carrier/domain';
import { findAccountByEmail } from '../../auth/accounts';
import { registerSubscriber as register, registrationFormErrors } from '../../auth/registration';
import { redeemVerificationCode, sendVerificationCode } from '../../auth/verification';
import type { Account } from '../../store/accounts';
import type { World } from '../../world';
import type { Handler } from '../handler';
import { fieldValidationFailed } from './field-errors';

/** Verification concerns subscribers only: the other roles are created verified, in the portal. */
function findSubscriber(world: World, email: string): Account | undefined {
  const account = findAccountByEmail(world.state, email);
  return account?.role === 'subscriber' ? account : undefined;
}

/** Registration: the domain's form rules for the shape sent, then the carrier's (auth/registration.ts). */
export const registerSubscriber: Handler<'registerSubscriber'> = ({ body, world, language }) => {
  const invalid = fieldValidationFailed(registrationFormErrors(body));
  if (invalid) return invalid;
  const registration = register(world, body, language);
  if ('refused' in registration) return { scenario: registration.refused };
  const { account } = registration;
  return {
    status: 201,
    body: { subscriberId: account.id, email: account.email, message: messages['toast.registered'] },
  };
};

export const verifyEmail: Handler<'verifyEmail'> = ({ params, body, world }) => {
  const account = findSubscriber(world, params.email);
  if (!account) return { scenario: 'auth.email-not-found' };
  if (!redeemVerificationCode(account, body.code)) return { scenario: 'auth.verify.invalid-code' };
  return { status: 200, body: { message: 'Your email has been verified' } };
};

export const resendVerificationCode: Handler<'resendVerificationCode'> = ({ params, world, language }) => {
  const account = findSubscriber(world, params.email);
  if (!account) return { scenario: 'auth.email-not-found' };
  sendVerificationCode(world, account, language);
  return { status: 200, body: { message: messages['toast.codeSent'] } };
};
