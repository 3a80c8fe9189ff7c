import { copy } from './support/copy';
import { expect, test } from './support/fixtures';
import { screenshotPath } from './support/screenshots';

const JOHN = { email: 'john.carter@example.com', password: 'Sunny-Day-2025' };
const t = (id: string) => copy('en', id);

// The panel works alike at both widths; the phone's own check is the next test.
test('the demo panel arms a scenario for its own tab only', { tag: '@desktop' }, async ({ context }) => {
  const armed = await context.newPage();
  const other = await context.newPage();
  for (const page of [armed, other]) await page.goto('/');
  await armed.bringToFront();
  await armed.getByRole('button', { name: 'Demo scenarios' }).click();
  await armed.getByRole('button', { name: 'Arm auth.login.email-not-verified once' }).click();
  const panel = armed.getByRole('complementary', { name: 'Demo scenarios' });
  await expect(panel.getByRole('region', { name: 'Armed for this tab' })).toContainText(
    'auth.login.email-not-verified ×1',
  );
  await armed.getByRole('button', { name: 'Demo scenarios' }).click();

  for (const page of [armed, other]) {
    await page.bringToFront();
    await page.getByRole('textbox', { name: t('account.email'), exact: true }).fill(JOHN.email);
    await page.getByRole('textbox', { name: t('account.password'), exact: true }).fill(JOHN.password);
    await page.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
  }

  await expect(armed).toHaveURL(/\/VerifyEmailPage\/john\.carter%40example\.com\?resendCode=yes$/);
  await expect(other).toHaveURL(/\/portal\?token=[^&]+&role=3$/);
  await armed.bringToFront();
  await armed.getByRole('button', { name: 'Demo scenarios' }).click();
  await expect(panel.getByRole('region', { name: 'Latest calls' })).toContainText(
    'POST /public/auth/login 403 auth.login.email-not-verified',
  );
  await expect(panel.getByRole('region', { name: 'Armed for this tab' })).toContainText(
    "Nothing armed: calls get the mock's normal outcome.",
  );
});

// The button covers most on a phone.
test(
  'the closed demo button leaves the end of every page readable on a phone',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Demo scenarios' });
    // Retried: the home page's lazy sections grow it after the first paint.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerEnd = await page
        .getByRole('contentinfo')
        .evaluate((footer) => footer.getBoundingClientRect().bottom);
      const buttonTop = (await button.boundingBox())?.y ?? 0;
      expect(footerEnd).toBeGreaterThan(0);
      expect(footerEnd).toBeLessThanOrEqual(buttonTop);
    }).toPass();
    await page.screenshot({ path: screenshotPath(testInfo, 'demo-button-at-the-end-of-the-home-page') });
  },
);
