import type { Page } from '@playwright/test';
import { copy } from './support/copy';
import { expect, LOCALES, test } from './support/fixtures';
import { expectOneLanguage } from './support/language';
import { screenshotPath } from './support/screenshots';

/** A refusal of the carrier, forced by a demo link's `?scenario=`, and the words the page must say for it. */
interface Refusal {
  /** What the visitor does. */
  name: string;
  /** The page, opened with the scenario armed for this tab. */
  path: string;
  scenario: string;
  /** The message id of what the page says (a toast, an alert or the error page). */
  says: string;
  act: (page: Page, t: (id: string) => string) => Promise<void>;
}

const fill = (page: Page, label: string, value: string) =>
  page.getByRole('textbox', { name: label, exact: true }).fill(value);
const press = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true }).click();

async function logIn(page: Page, t: (id: string) => string) {
  await fill(page, t('account.email'), 'john.carter@example.com');
  await fill(page, t('account.password'), 'Sunny-Day-2025');
  await press(page, t('account.login.submit'));
}

async function activate(page: Page, t: (id: string) => string) {
  await page.getByRole('textbox', { name: t('activation.form.esn') }).fill('89014103211118510001');
  await page.getByRole('textbox', { name: t('activation.form.code') }).fill('123456');
  await press(page, t('activation.form.continue'));
}

const REFUSALS: Refusal[] = [
  {
    name: 'a wrong password',
    path: '/LogOrRegisterPage?register=false',
    scenario: 'auth.login.invalid-credentials',
    says: 'login.invalidCredentials',
    act: logIn,
  },
  {
    name: 'a SIM activated already',
    path: '/ActiveSimCardPage',
    scenario: 'activation.already-activated',
    says: 'activation.alreadyActivated',
    act: activate,
  },
  {
    name: 'an unknown SIM',
    path: '/ActiveSimCardPage',
    scenario: 'activation.not-found',
    says: 'activation.simNotFound',
    act: activate,
  },
  {
    name: 'a gateway that denies the call',
    path: '/ActiveSimCardPage',
    scenario: 'fault.access-denied',
    says: 'common.accessDenied',
    act: activate,
  },
  {
    name: 'a reply that is not JSON (W-18)',
    path: '/ActiveSimCardPage',
    scenario: 'fault.malformed-body',
    says: 'carrier.unreadableReply',
    act: activate,
  },
  {
    // Chromium sends a request again once when a kept-alive connection closes without a reply: armed twice.
    name: 'a dropped connection',
    path: '/ActiveSimCardPage',
    scenario: 'fault.connection-dropped,fault.connection-dropped',
    says: 'carrier.networkError',
    act: activate,
  },
  {
    name: 'a carrier failure',
    path: '/ZipCodePage',
    scenario: 'fault.server-error',
    says: 'common.somethingWentWrong',
    act: async (page, t) => {
      await fill(page, t('coverage.zip.label'), '78701');
      await press(page, t('common.applyNow'));
    },
  },
  {
    name: 'a wrong verification code',
    path: '/VerifyEmailPage/nina.patel%40example.com',
    scenario: 'auth.verify.invalid-code',
    says: 'emailCode.invalid',
    act: async (page, t) => {
      await fill(page, t('account.verify.code'), 'ZZZZZZ');
      await press(page, t('account.verify.continue'));
    },
  },
  {
    name: 'a reset link for an unknown e-mail',
    path: '/ForgotPasswordPage',
    scenario: 'auth.email-not-found',
    says: 'toast.emailNotFound',
    act: async (page, t) => {
      await fill(page, t('account.email'), 'nobody@example.com');
      await press(page, t('account.forgot.submit'));
    },
  },
  {
    // The page checks the link on arrival (W-29): a used one is refused before any form, with a new link offered.
    name: 'a used reset link',
    path: '/ResetPasswordPage/subscriber?token=prt_used',
    scenario: 'auth.reset.invalid-token',
    says: 'reset.invalidToken',
    act: async (page, t) => {
      await expect(
        page.getByRole('heading', { level: 1, name: t('account.reset.deadLink.heading') }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: t('account.reset.deadLink.offer') })).toBeVisible();
      await expect(
        page.getByRole('textbox', { name: t('account.reset.newPassword'), exact: true }),
      ).toHaveCount(0);
    },
  },
  {
    name: 'an unknown application number',
    path: '/CheckEnrollStatusPage',
    scenario: 'eligibility.check.not-found',
    says: 'statusLookup.notFound',
    act: async (page, t) => {
      await fill(page, t('eligibility.lookup.applicationId'), 'A24-999999');
      await press(page, t('eligibility.lookup.check'));
    },
  },
  {
    name: 'a chat service that is down',
    path: '/ContactUsPage',
    scenario: 'contact.chat.unavailable',
    says: 'contact.chatUnavailable',
    act: async (page, t) => {
      await fill(page, t('contact.firstName'), 'Rosa');
      await fill(page, t('contact.lastName'), 'Lopez');
      await fill(page, t('contact.email'), 'rosa.lopez@example.com');
      await fill(page, t('contact.phone'), '5125550143');
      await page.getByRole('textbox', { name: t('contact.message') }).fill('¿Tienen cobertura en Austin?');
      await press(page, t('contact.send'));
    },
  },
  {
    name: 'a renewal link that is unknown',
    path: '/public/renew/00000000-0000-4000-8000-000000000000',
    scenario: 'orders.renewal.not-found',
    says: 'renewal.notFound',
    act: async () => {},
  },
];

/** The page with the scenario armed for this tab (a demo link), its own query kept. */
const armed = ({ path, scenario }: Refusal) => `${path}${path.includes('?') ? '&' : '?'}scenario=${scenario}`;

// Spanish on the phone, English on the desktop: each refusal is read once in each language and at each width.
const VIEWPORT = { es: '@phone', en: '@desktop' } as const;

for (const language of LOCALES) {
  test.describe(`the carrier's refusals in ${language}`, { tag: VIEWPORT[language] }, () => {
    test.use({ language });
    const t = (id: string) => copy(language, id);

    for (const refusal of REFUSALS) {
      test(refusal.name, async ({ page }, testInfo) => {
        await page.goto(armed(refusal));
        await expect(page).not.toHaveURL(/scenario=/);
        await refusal.act(page, t);
        await expect(page.getByText(t(refusal.says), { exact: true }).first()).toBeVisible();
        await page.screenshot({ path: screenshotPath(testInfo, `${language}-refusal-${refusal.says}`) });
        await expectOneLanguage(page, language);
      });
    }
  });
}
