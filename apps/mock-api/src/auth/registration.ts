import type { RequestBody } from '@carrier/contracts/server';
import { validateAccountRegistration, validateRegisterStep, validateRegistration } from '@carrier/domain';
import type { Language } from '../http/language';
import { isKnownResellerCode } from '../resellers/reseller-codes';
import type { Account } from '../store/accounts';
import type { World } from '../world';
import { findAccountByEmail } from './accounts';
import { sendVerificationCode } from './verification';

/** The full registration page's payload sends the names (spec 000 §3); the benefit area's short one does not. */
export function registrationFormErrors(body: RequestBody<'registerSubscriber'>) {
  return body.firstName === undefined
    ? validateAccountRegistration(body)
    : { ...validateRegisterStep(body), ...validateRegistration(body) };
}

/** What a registration ends in: a new account, or the named outcome that refuses it. */
export type Registration =
  | { account: Account }
  | {
      refused:
        | 'activation.invalid-reseller-code'
        | 'auth.register.email-registered'
        | 'auth.register.subscriber-exists';
    };

/**
 * Registration (spec 000 §4, spec 001 §4), after the form's rules: the reseller code, then the e-mail. An
 * unverified account of the e-mail gets a new code and the "already exists" notice the site goes on from. A short
 * registration leaves the profile's name, phone and address empty (null).
 */
export function registerSubscriber(
  world: World,
  body: RequestBody<'registerSubscriber'>,
  language: Language,
): Registration {
  if (body.resellerCode !== undefined && !isKnownResellerCode(world, body.resellerCode))
    return { refused: 'activation.invalid-reseller-code' };
  const existing = findAccountByEmail(world.state, body.email);
  if (existing && (existing.verified || existing.role !== 'subscriber'))
    return { refused: 'auth.register.email-registered' };
  if (existing) {
    sendVerificationCode(world, existing, language);
    return { refused: 'auth.register.subscriber-exists' };
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
  return { account };
}
