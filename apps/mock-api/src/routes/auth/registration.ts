import type { RequestBody } from '@carrier/contracts/server';
import {
  messages,
  validateAccountRegistration,
  validateRegisterStep,
  validateRegistration,
} from '@carrier/domain';
import { findAccountByEmail } from '../../auth/accounts';
import { redeemVerificationCode, sendVerificationCode } from '../../auth/verification';
import { isKnownResellerCode } from '../../resellers/reseller-codes';
import type { Account } from '../../store/accounts';
import type { World } from '../../world';
import type { Handler } from '../handler';
import { fieldValidationFailed } from './field-errors';

/** Verification concerns subscribers only: the other roles are created verified, in the portal. */
function findSubscriber(world: World, email: string): Account | undefined {
  const account = findAccountByEmail(world.state, email);
  return account?.role === 'subscriber' ? account : undefined;
}

/** The full registration page's payload sends the names (spec 000 §3); the benefit area's short one does not. */
function formErrors(body: RequestBody<'registerSubscriber'>) {
  return body.firstName === undefined
    ? validateAccountRegistration(body)
    : { ...validateRegisterStep(body), ...validateRegistration(body) };
}

/**
 * Registration (spec 000 §4, spec 001 §4): the domain's form rules for the shape sent, then the reseller code,
 * then the e-mail. An unverified account of the e-mail gets a new code and the "already exists" notice the site
 * goes on from. A short registration leaves the profile's name, phone and address empty (null).
 */
export const registerSubscriber: Handler<'registerSubscriber'> = ({ body, world, language }) => {
  const invalid = fieldValidationFailed(formErrors(body));
  if (invalid) return invalid;
  if (body.resellerCode !== undefined && !isKnownResellerCode(world, body.resellerCode))
    return { scenario: 'activation.invalid-reseller-code' };

  const existing = findAccountByEmail(world.state, body.email);
  if (existing && (existing.verified || existing.role !== 'subscriber'))
    return { scenario: 'auth.register.email-registered' };
  if (existing) {
    sendVerificationCode(world, existing, language);
    return { scenario: 'auth.register.subscriber-exists' };
  }

  // Field by field: the request may carry properties the profile does not have.
  const account: Account = {
    id: world.nextId(),
    role: 'subscriber',
    email: body.email,
    password: body.password,
    verified: false,
    verificationCode: null,
    resellerCode: body.resellerCode ?? null,
    profile: {
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      birthDate: null,
      phone: body.phone ?? null,
      shippingAddress1: body.shippingAddress1 ?? null,
      shippingAddress2: body.shippingAddress2 ?? null,
      city: body.city ?? null,
      state: body.state ?? null,
      country: body.country ?? null,
      zipcode: body.zipcode ?? null,
      balance: 0,
    },
  };
  world.state.accounts.accounts.push(account);
  sendVerificationCode(world, account, language);
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
