import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { copy } from './support/copy';
import { expect, LOCALES, PAIRED_VIEWPORT, test } from './support/fixtures';
import { newestMail, uniqueEmail } from './support/mailbox';
import { screenshotPath } from './support/screenshots';

const JOHN = { email: 'john.carter@example.com', password: 'Sunny-Day-2025' };
const NINA = { email: 'nina.patel@example.com', password: 'Pending-Code-2025' };
const DANA = { email: 'dana.brooks@example.com', password: 'Reseller-Pass-2025' };

for (const language of LOCALES) {
  test.describe(`account journeys in ${language}`, { tag: PAIRED_VIEWPORT[language] }, () => {
    test.use({ language });
    const t = (id: string, values?: Record<string, string | number>) => copy(language, id, values);

    async function logIn(page: Page, email: string, password: string) {
      await page.getByRole('textbox', { name: t('account.email'), exact: true }).fill(email);
      await page.getByRole('textbox', { name: t('account.password'), exact: true }).fill(password);
      await page.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
    }

    test('a new user registers, verifies with the code from the outbox, logs in and lands on the portal', async ({
      page,
      mock,
      request,
    }, testInfo) => {
      const email = uniqueEmail('new');
      await page.goto('/');
      // On a phone the account panel is below the first screen: its code comes when the visitor scrolls to it, and
      // a press meanwhile is carried out once it has come (early-actions.spec.ts).
      await page.getByRole('tab', { name: t('account.register.title') }).click();
      await page.getByRole('textbox', { name: t('account.firstName'), exact: true }).fill('Lucía');
      await page.getByRole('textbox', { name: t('account.lastName'), exact: true }).fill('Gómez');
      await page.getByRole('button', { name: t('account.register.continue') }).click();

      await expect(page).toHaveURL(/\/RegistrationPage$/);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('textbox', { name: t('account.email'), exact: true }).fill(email);
      await page.getByRole('textbox', { name: t('account.phone'), exact: true }).fill('3055550199');
      await page.getByRole('textbox', { name: t('account.password'), exact: true }).fill('Sunny-Day-2026');
      await page
        .getByRole('textbox', { name: t('account.passwordConfirm'), exact: true })
        .fill('Sunny-Day-2026');
      await page.getByRole('combobox', { name: t('address.state') }).click();
      await page.keyboard.type('Texas');
      await expect(page.getByRole('option', { name: 'Texas (TX)' })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', { name: t('address.state') })).toHaveValue('Texas (TX)');
      await page.getByRole('textbox', { name: t('address.city'), exact: true }).fill('Austin');
      await page.getByRole('textbox', { name: t('address.zip'), exact: true }).fill('78701');
      await page.getByRole('textbox', { name: t('address.line1'), exact: true }).fill('500 Congress Ave');
      await page.screenshot({
        path: screenshotPath(testInfo, `${language}-registration-filled`),
        fullPage: true,
      });
      await page.getByRole('button', { name: t('account.registration.submit') }).click();

      await expect(page).toHaveURL(/\/VerifyEmailPage\//);
      await expect(page.getByText(t('toast.registered'))).toBeVisible();
      const mail = await newestMail(request, mock.url, email, 'verification-code');
      await page.getByRole('textbox', { name: t('account.verify.code'), exact: true }).fill(mail.code ?? '');
      await page.getByRole('button', { name: t('account.verify.continue') }).click();

      await expect(page.getByRole('heading', { name: t('account.verified.heading') })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page
        .getByRole('main')
        .getByRole('link', { name: t('account.verified.logIn') })
        .click();
      await logIn(page, email, 'Sunny-Day-2026');

      await expect(page).toHaveURL(/\/portal\?token=[^&]+&role=3$/);
      await expect(page.getByText(email)).toBeVisible();
    });

    test('an unverified subscriber is sent to verification and gets a new code', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await logIn(page, NINA.email, NINA.password);

      await expect(page).toHaveURL(/\/VerifyEmailPage\/nina\.patel%40example\.com\?resendCode=yes$/);
      await expect(page.getByText(t('toast.codeSent'))).toBeVisible();
      await page.screenshot({ path: screenshotPath(testInfo, `${language}-verify-email`) });
      await expectNoSeriousA11yViolations(page);
    });

    test('a reseller logs in at /reseller and reaches the portal as a reseller', async ({ page }) => {
      await page.goto('/reseller');
      await logIn(page, DANA.email, DANA.password);
      await expect(page).toHaveURL(/\/portal\?token=[^&]+&role=2$/);
    });

    test('a wrong password shows the carrier’s words and keeps the e-mail', async ({ page }) => {
      await page.goto('/');
      await logIn(page, JOHN.email, 'not-the-password');
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByRole('textbox', { name: t('account.email'), exact: true })).toHaveValue(
        JOHN.email,
      );
    });

    test('what a visitor types into the pre-rendered login before the page’s script runs is kept and sent', async ({
      page,
    }) => {
      // The page's scripts are held back, so the visitor types into the pre-rendered HTML and presses the button
      // while nothing is hydrated; then the scripts come.
      let release = () => {};
      const scriptsHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      // A hydration that fails (the HTML not what the browser renders) throws the HTML away with what was typed.
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto('/', { waitUntil: 'commit' });
      const email = page.getByRole('textbox', { name: t('account.email'), exact: true });
      await email.fill(JOHN.email);
      await page.getByRole('textbox', { name: t('account.password'), exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: t('account.login.submit'), exact: true }).click({ force: true });
      const login = page.waitForRequest((request) => request.url().endsWith('/public/auth/login'));
      release();

      await page.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
      expect((await login).postDataJSON()).toMatchObject({
        username: JOHN.email,
        password: 'not-the-password',
      });
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(email).toHaveValue(JOHN.email);
      expect(pageErrors).toEqual([]);
    });

    // A link in the home page's account panel pressed as the panel's tabs render afresh, a render after hydrating,
    // can lose its click: seen only once kept contexts made the page load faster (docs/test-command-times.md,
    // stop 36), not fixed yet. In a context of its own the page loads as a first visit does, and this journey checks
    // the reset, not that race.
    test.describe('in a browser context of its own', () => {
      test.use({ ownContext: true });

      test('a subscriber resets the password through the link in the outbox', async ({
        page,
        mock,
        request,
      }, testInfo) => {
        const email = uniqueEmail('reset');
        const registered = await request.post(`${mock.url}/public/auth/register`, {
          data: { email, password: 'Old-Pass-2026', passwordConfirm: 'Old-Pass-2026' },
        });
        expect(registered.status()).toBe(201);
        const code = (await newestMail(request, mock.url, email, 'verification-code')).code;
        expect(
          (
            await request.post(`${mock.url}/public/auth/verify/${encodeURIComponent(email)}`, {
              data: { code },
            })
          ).ok(),
        ).toBe(true);

        await page.goto('/');
        await page.getByRole('link', { name: t('account.login.forgot') }).click();
        // The home page's login panel has an e-mail box too: fill the one on the reset page.
        await expect(page).toHaveURL(/\/ForgotPasswordPage$/);
        await page.getByRole('textbox', { name: t('account.email'), exact: true }).fill(email);
        await page.getByRole('button', { name: t('account.forgot.submit') }).click();
        await expect(page.getByText(email)).toBeVisible();

        const mail = await newestMail(request, mock.url, email, 'password-reset');
        await page.goto(new URL(mail.link ?? '').pathname + new URL(mail.link ?? '').search);
        await page
          .getByRole('textbox', { name: t('account.reset.newPassword'), exact: true })
          .fill('New-Pass-2026');
        await page
          .getByRole('textbox', { name: t('account.passwordConfirm'), exact: true })
          .fill('New-Pass-2026');
        await page.screenshot({ path: screenshotPath(testInfo, `${language}-reset-password`) });
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: t('account.reset.submit') }).click();
        await expect(page.getByRole('heading', { name: t('account.reset.done') })).toBeVisible();

        await page
          .getByRole('main')
          .getByRole('link', { name: t('account.verified.logIn') })
          .click();
        await logIn(page, email, 'New-Pass-2026');
        await expect(page).toHaveURL(/\/portal\?token=[^&]+&role=3$/);
      });
    });
  });
}

// A reset link used once is dead: it says so on arrival and offers a new one (W-29). Checked at both widths in
// both languages, since the page replaces the form with the offer.
for (const language of LOCALES) {
  test.describe(`a used password reset link, in ${language}`, () => {
    test.use({ language });
    const t = (id: string) => copy(language, id);

    test('says so on arrival and leads to a new link that works', async ({
      page,
      mock,
      request,
    }, testInfo) => {
      const email = uniqueEmail('dead-link');
      const password = 'Old-Pass-2026';
      expect(
        (
          await request.post(`${mock.url}/public/auth/register`, {
            data: { email, password, passwordConfirm: password },
          })
        ).status(),
      ).toBe(201);
      const { code } = await newestMail(request, mock.url, email, 'verification-code');
      expect(
        (
          await request.post(`${mock.url}/public/auth/verify/${encodeURIComponent(email)}`, {
            data: { code },
          })
        ).ok(),
      ).toBe(true);
      expect((await request.post(`${mock.url}/public/auth/forgot_password`, { data: { email } })).ok()).toBe(
        true,
      );
      const used = new URL((await newestMail(request, mock.url, email, 'password-reset')).link ?? '');
      const passwordResetToken = used.searchParams.get('token');
      expect(
        (
          await request.post(`${mock.url}/public/auth/reset_password`, {
            data: { passwordResetToken, password: 'New-Pass-2026', passwordConfirm: 'New-Pass-2026' },
          })
        ).ok(),
      ).toBe(true);

      await page.goto(used.pathname + used.search);
      await expect(
        page.getByRole('heading', { level: 1, name: t('account.reset.deadLink.heading') }),
      ).toBeVisible();
      await expect(page.getByText(t('reset.invalidToken'), { exact: true })).toBeVisible();
      await expect(
        page.getByRole('textbox', { name: t('account.reset.newPassword'), exact: true }),
      ).toHaveCount(0);
      await page.screenshot({
        path: screenshotPath(testInfo, `${language}-reset-dead-link`),
        fullPage: true,
      });
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: t('account.reset.deadLink.offer') }).click();
      await expect(page).toHaveURL(/\/ForgotPasswordPage$/);
      await page.getByRole('textbox', { name: t('account.email'), exact: true }).fill(email);
      await page.getByRole('button', { name: t('account.forgot.submit') }).click();
      await expect(page.getByText(email)).toBeVisible();

      const fresh = new URL((await newestMail(request, mock.url, email, 'password-reset')).link ?? '');
      expect(fresh.searchParams.get('token')).not.toBe(passwordResetToken);
      await page.goto(fresh.pathname + fresh.search);
      await expect(
        page.getByRole('textbox', { name: t('account.reset.newPassword'), exact: true }),
      ).toBeVisible();
    });

    test("a reseller's link opens the form at the reseller's page and is dead at another role's", async ({
      page,
      mock,
      request,
    }) => {
      expect(
        (await request.post(`${mock.url}/public/auth/forgot_password`, { data: { email: DANA.email } })).ok(),
      ).toBe(true);
      const link = new URL((await newestMail(request, mock.url, DANA.email, 'password-reset')).link ?? '');
      expect(link.pathname).toBe('/ResetPasswordPage/reseller');
      await page.goto(link.pathname + link.search);
      await expect(
        page.getByRole('textbox', { name: t('account.reset.newPassword'), exact: true }),
      ).toBeVisible();
      await page.goto(`/ResetPasswordPage/administrator${link.search}`);
      await expect(page.getByRole('link', { name: t('account.reset.deadLink.offer') })).toBeVisible();
    });
  });
}
