import type { Handlers } from '../handler';

type AuthOperation =
  | 'loginSubscriber'
  | 'loginReseller'
  | 'loginAdministrator'
  | 'registerSubscriber'
  | 'verifyEmail'
  | 'resendVerificationCode'
  | 'forgotPassword'
  | 'resetSubscriberPassword'
  | 'resetResellerPassword'
  | 'resetAdministratorPassword';

/** Handlers of the auth operations. */
export const authHandlers: Handlers<AuthOperation> = {
  loginSubscriber: () => {
    throw new Error('loginSubscriber is not implemented yet');
  },
  loginReseller: () => {
    throw new Error('loginReseller is not implemented yet');
  },
  loginAdministrator: () => {
    throw new Error('loginAdministrator is not implemented yet');
  },
  registerSubscriber: () => {
    throw new Error('registerSubscriber is not implemented yet');
  },
  verifyEmail: () => {
    throw new Error('verifyEmail is not implemented yet');
  },
  resendVerificationCode: () => {
    throw new Error('resendVerificationCode is not implemented yet');
  },
  forgotPassword: () => {
    throw new Error('forgotPassword is not implemented yet');
  },
  resetSubscriberPassword: () => {
    throw new Error('resetSubscriberPassword is not implemented yet');
  },
  resetResellerPassword: () => {
    throw new Error('resetResellerPassword is not implemented yet');
  },
  resetAdministratorPassword: () => {
    throw new Error('resetAdministratorPassword is not implemented yet');
  },
};
