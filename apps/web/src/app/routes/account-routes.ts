import { ROUTES } from '@carrier/domain';
import type { PageRoute } from './page-route';

const LOGIN_OPERATIONS = ['loginSubscriber', 'loginAdministrator', 'loginReseller'] as const;

/** The account area (spec 000 §2, §4). */
export const accountRoutes: PageRoute[] = [
  {
    path: ROUTES.logOrRegister,
    meta: 'logOrRegister',
    load: () =>
      import('../../features/account/pages/log-or-register-page').then((m) => ({
        Component: m.LogOrRegisterPage,
      })),
    operations: [...LOGIN_OPERATIONS],
  },
  {
    path: ROUTES.registration,
    navHidden: true,
    load: () =>
      import('../../features/account/pages/registration-page').then((m) => ({
        Component: m.RegistrationPage,
      })),
    operations: ['registerSubscriber', 'validateResellerCode'],
  },
  {
    path: `${ROUTES.verifyEmail}/:email?`,
    load: () =>
      import('../../features/account/pages/verify-email-page').then((m) => ({
        Component: m.VerifyEmailPage,
      })),
    operations: ['verifyEmail', 'resendVerificationCode'],
  },
  {
    path: ROUTES.accountVerified,
    navHidden: true,
    load: () =>
      import('../../features/account/pages/account-verified-page').then((m) => ({
        Component: m.AccountVerifiedPage,
      })),
  },
  {
    path: ROUTES.forgotPassword,
    load: () =>
      import('../../features/account/pages/forgot-password-page').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
    operations: ['forgotPassword'],
  },
  {
    path: `${ROUTES.resetPassword}/:role`,
    load: () =>
      import('../../features/account/pages/reset-password-page').then((m) => ({
        Component: m.ResetPasswordPage,
        loader: m.resetLinkLoader,
      })),
    operations: [
      'checkSubscriberResetLink',
      'checkResellerResetLink',
      'checkAdministratorResetLink',
      'resetSubscriberPassword',
      'resetResellerPassword',
      'resetAdministratorPassword',
    ],
  },
  {
    path: ROUTES.logOut,
    load: () =>
      import('../../features/account/pages/log-out-page').then((m) => ({ Component: m.LogOutPage })),
  },
  {
    path: ROUTES.shipping,
    load: () =>
      import('../../features/account/pages/shipping-page').then((m) => ({
        Component: m.ShippingPage,
        loader: m.shippingLoader,
      })),
    operations: ['getProfile', 'updateProfile'],
  },
];
