import type { components } from '@carrier/contracts';
import { ROUTES } from '@carrier/domain';
import { screen } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { registerFirstNameAtom, registerLastNameAtom } from '../../../lib/state/session';
import { store } from '../../../lib/state/store';
import { answerCarrier, type CarrierReply } from '../../../testing/carrier-replies';
import {
  expectKept,
  expectReaction,
  type PageOutcome,
  testPageOutcomes,
  visitor,
} from '../../../testing/outcomes/page-outcomes';
import { logInSubscriber, logOut, renderRoute } from '../../../testing/render-route';

// Every documented error outcome of the account's calls, on the page that makes the call, in both languages.

const EMAIL = 'maria.lopez@example.com';
const PASSWORD = 'Sunny-Day-2025';
const invalidCredentials: CarrierReply = {
  status: 401,
  body: { error: 'INVALID_CREDENTIALS', message: 'Invalid username or password' },
};
const LOGINS = {
  loginSubscriber: 'POST /public/auth/login',
  loginReseller: 'POST /reseller/auth/login',
  loginAdministrator: 'POST /administrator/auth/login',
} as const;

afterEach(logOut);

/** The login page, every role's login refused but the one under test, which answers the outcome. */
async function logInWith(page: PageOutcome, operationId: keyof typeof LOGINS) {
  const { say, reply, locale, expected } = page;
  answerCarrier({
    ...Object.fromEntries(Object.values(LOGINS).map((operation) => [operation, invalidCredentials])),
    [LOGINS[operationId]]: reply,
  });
  await renderRoute(ROUTES.logOrRegister, { locale });
  const { fill, press } = visitor();
  await fill(say('account.email'), EMAIL);
  await fill(say('account.password'), PASSWORD);
  await press(say('account.login.submit'));
  await expectReaction(page);
  if (!expected.route) expectKept(say('account.email'), EMAIL);
}

testPageOutcomes('loginSubscriber', (page) => logInWith(page, 'loginSubscriber'));
testPageOutcomes('loginReseller', (page) => logInWith(page, 'loginReseller'));
testPageOutcomes('loginAdministrator', (page) => logInWith(page, 'loginAdministrator'));

testPageOutcomes('registerSubscriber', async (page) => {
  const { say, reply, locale, expected } = page;
  answerCarrier({ 'POST /public/auth/register': reply });
  store.set(registerFirstNameAtom, 'Maria');
  store.set(registerLastNameAtom, 'Lopez');
  await renderRoute(ROUTES.registration, { locale });
  const { fill, press, choose } = visitor();
  await fill(say('account.email'), EMAIL);
  await fill(say('account.phone'), '3055550142');
  await fill(say('account.password'), PASSWORD);
  await fill(say('account.passwordConfirm'), PASSWORD);
  await choose(say('address.state'), 'Florida', 'Florida (FL)');
  await fill(say('address.city'), 'Miami');
  await fill(say('address.zip'), '33131');
  await fill(say('address.line1'), '200 Biscayne Blvd');
  await press(say('account.registration.submit'));
  await expectReaction(page);
  if (!expected.route) {
    expectKept(say('account.email'), EMAIL);
    expectKept(say('address.city'), 'Miami');
  }
});

/** The verify-email page of an address, the code typed in; `action` presses Continue or Send again. */
async function verifyEmail(
  page: PageOutcome,
  operation: string,
  action: 'account.verify.continue' | 'emailCode.sendAgain',
) {
  const { say, reply, locale } = page;
  answerCarrier({ [operation]: reply });
  await renderRoute(`${ROUTES.verifyEmail}/${encodeURIComponent(EMAIL)}`, {
    locale,
    pattern: `${ROUTES.verifyEmail}/:email?`,
  });
  const { fill, press } = visitor();
  await fill(say('account.verify.code'), 'ZZZZZZ');
  await press(say(action));
  await expectReaction(page);
  expectKept(say('account.verify.code'), 'ZZZZZZ');
}

testPageOutcomes('verifyEmail', (page) =>
  verifyEmail(page, 'POST /public/auth/verify/{email}', 'account.verify.continue'),
);
testPageOutcomes('resendVerificationCode', (page) =>
  verifyEmail(page, 'POST /public/auth/verify/{email}/resend_code', 'emailCode.sendAgain'),
);

testPageOutcomes('forgotPassword', async (page) => {
  const { say, reply, locale } = page;
  answerCarrier({ 'POST /public/auth/forgot_password': reply });
  await renderRoute(ROUTES.forgotPassword, { locale });
  const { fill, press } = visitor();
  await fill(say('account.email'), EMAIL);
  await press(say('account.forgot.submit'));
  await expectReaction(page);
  expectKept(say('account.email'), EMAIL);
});

const RESET_OPERATIONS = {
  subscriber: { check: 'POST /public/auth/reset_password/check', reset: 'POST /public/auth/reset_password' },
  reseller: {
    check: 'POST /reseller/auth/reset_password/check',
    reset: 'POST /reseller/auth/reset_password',
  },
  administrator: {
    check: 'POST /administrator/auth/reset_password/check',
    reset: 'POST /administrator/auth/reset_password',
  },
} as const;
type ResetRole = keyof typeof RESET_OPERATIONS;
const usableLink: CarrierReply = { status: 200, body: { data: { expiresAt: '2100-01-01T00:00:00Z' } } };

function openResetLink(role: ResetRole, locale: PageOutcome['locale']) {
  return renderRoute(`${ROUTES.resetPassword}/${role}?token=used-token`, {
    locale,
    pattern: `${ROUTES.resetPassword}/:role`,
  });
}

/** The reset page of a role's e-mailed link: the link is checked on arrival. */
async function checkResetLink(page: PageOutcome, role: ResetRole) {
  answerCarrier({ [RESET_OPERATIONS[role].check]: page.reply });
  await openResetLink(role, page.locale);
  await expectReaction(page);
}

/** The reset page of a role's usable link, the new password typed twice; the link dies before the submit. */
async function resetPassword(page: PageOutcome, role: ResetRole) {
  const { say, reply, locale } = page;
  answerCarrier({ [RESET_OPERATIONS[role].check]: usableLink, [RESET_OPERATIONS[role].reset]: reply });
  await openResetLink(role, locale);
  const { fill, press } = visitor();
  await fill(say('account.reset.newPassword'), 'Fresh-Pass-2026');
  await fill(say('account.passwordConfirm'), 'Fresh-Pass-2026');
  await press(say('account.reset.submit'));
  await expectReaction(page);
  expect(screen.getByRole('link', { name: say('account.reset.deadLink.offer') })).toHaveAttribute(
    'href',
    ROUTES.forgotPassword,
  );
}

testPageOutcomes('checkSubscriberResetLink', (page) => checkResetLink(page, 'subscriber'));
testPageOutcomes('checkResellerResetLink', (page) => checkResetLink(page, 'reseller'));
testPageOutcomes('checkAdministratorResetLink', (page) => checkResetLink(page, 'administrator'));
testPageOutcomes('resetSubscriberPassword', (page) => resetPassword(page, 'subscriber'));
testPageOutcomes('resetResellerPassword', (page) => resetPassword(page, 'reseller'));
testPageOutcomes('resetAdministratorPassword', (page) => resetPassword(page, 'administrator'));

const PROFILE = {
  subscriberId: 1,
  email: EMAIL,
  firstName: 'Maria',
  lastName: 'Lopez',
  birthDate: '1985-04-12',
  phone: '3055550142',
  shippingAddress1: '200 Biscayne Blvd',
  shippingAddress2: null,
  city: 'Miami',
  state: 'FL',
  country: 'US',
  zipcode: '33131',
  balance: 0,
} satisfies components['schemas']['SubscriberProfile'];

testPageOutcomes('getProfile', async (page) => {
  answerCarrier({ 'GET /subscriber/profile': page.reply });
  logInSubscriber();
  await renderRoute(ROUTES.shipping, { locale: page.locale });
  await expectReaction(page);
});

testPageOutcomes('updateProfile', async (page) => {
  const { say, reply, locale } = page;
  answerCarrier({
    'GET /subscriber/profile': { status: 200, body: PROFILE },
    'PATCH /subscriber/profile': reply,
  });
  logInSubscriber();
  await renderRoute(ROUTES.shipping, { locale });
  const { fill, press } = visitor();
  await fill(say('address.line2'), 'Apt 4');
  await press(say('account.shipping.confirm'));
  await expectReaction(page);
  expectKept(say('address.line2'), 'Apt 4');
});
