import type { Handlers } from '../handler';
import { logIn } from './login';
import { checkResetLinkAt, forgotPassword, resetPasswordAt } from './password-reset';
import { registerSubscriber, resendVerificationCode, verifyEmail } from './registration';

type AuthOperation =
  | 'loginSubscriber'
  | 'loginReseller'
  | 'loginAdministrator'
  | 'registerSubscriber'
  | 'verifyEmail'
  | 'resendVerificationCode'
  | 'forgotPassword'
  | 'checkSubscriberResetLink'
  | 'checkResellerResetLink'
  | 'checkAdministratorResetLink'
  | 'resetSubscriberPassword'
  | 'resetResellerPassword'
  | 'resetAdministratorPassword';

/** Handlers of the auth operations: each role logs in, checks a reset link and resets its password at its own endpoint. */
export const authHandlers: Handlers<AuthOperation> = {
  loginSubscriber: ({ body, world }) => logIn(world, 'subscriber', body),
  loginReseller: ({ body, world }) => logIn(world, 'reseller', body),
  loginAdministrator: ({ body, world }) => logIn(world, 'administrator', body),
  registerSubscriber,
  verifyEmail,
  resendVerificationCode,
  forgotPassword,
  checkSubscriberResetLink: ({ body, world }) => checkResetLinkAt(world, 'subscriber', body),
  checkResellerResetLink: ({ body, world }) => checkResetLinkAt(world, 'reseller', body),
  checkAdministratorResetLink: ({ body, world }) => checkResetLinkAt(world, 'administrator', body),
  resetSubscriberPassword: ({ body, world }) => resetPasswordAt(world, 'subscriber', body),
  resetResellerPassword: ({ body, world }) => resetPasswordAt(world, 'reseller', body),
  resetAdministratorPassword: ({ body, world }) => resetPasswordAt(world, 'administrator', body),
};
