import type { Page, TestInfo } from '@playwright/test';
import { tick } from './support/controls';
import { copy } from './support/copy';
import { expect, LOCALES, PAIRED_VIEWPORT, test } from './support/fixtures';
import { payAtCheckout } from './support/hosted-pages';
import { dataAddonName } from './support/language';
import { newSubscriber } from './support/people';
import { screenshotPath } from './support/screenshots';

// W-3 and W-2: the add-on picked on the $3 page stays in the cart through the summary, the quote, a login started
// from the purchase modal, the hosted checkout and the payment result.
for (const language of LOCALES) {
  test.describe(`the $3 plan with an add-on, through a login, in ${language}`, {
    tag: PAIRED_VIEWPORT[language],
  }, () => {
    test.use({ language });
    const t = (id: string, values?: Record<string, string | number>) => copy(language, id, values);
    const addon = dataAddonName(5, language);
    // The sale keeps the name the carrier recorded it under, in its own language, whatever the page's (0035).
    const recordedAddon = dataAddonName(5, 'en');

    const shot = (page: Page, testInfo: TestInfo, name: string) =>
      page.screenshot({
        path: screenshotPath(testInfo, `${language}-journey-purchase-${name}`),
        fullPage: true,
      });

    test('pick 5GB Data, Buy Now, log in from the modal, back to the same cart, pay', async ({
      page,
      request,
      mock,
    }, testInfo) => {
      const subscriber = await newSubscriber(request, mock.url);
      await page.goto('/ThreeDollarMonPage');
      await tick(page.getByRole('radio', { name: addon, exact: true }));
      await page.getByRole('button', { name: t('paygo.buyNow'), exact: true }).click();

      await expect(page).toHaveURL(/\/SummaryPlanPage\?plan=\d+&price=\d+&addon=22$/);
      const cart = page.url();
      await expect(page.getByText(t('catalogue.summary.addon', { addon }))).toBeVisible();
      await page
        .getByRole('textbox', { name: t('catalogue.summary.email'), exact: true })
        .fill('guest@example.com');
      await page.getByRole('textbox', { name: t('address.city'), exact: true }).fill('Miami');
      await page.getByRole('textbox', { name: t('address.zip'), exact: true }).fill('33131');
      await page.getByRole('textbox', { name: t('address.line1'), exact: true }).fill('1200 Brickell Avenue');
      await expect(page.getByTestId('quote-total')).toHaveText(/\d/);
      await shot(page, testInfo, 'summary-with-addon');
      await page.getByRole('button', { name: t('purchase.buyNow'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('catalogue.guest.title') });
      await dialog.getByRole('link', { name: t('catalogue.guest.logIn') }).click();

      await expect(page).toHaveURL(/\/LogOrRegisterPage\?register=false&returnTo=/);
      await page.getByRole('textbox', { name: t('account.email'), exact: true }).fill(subscriber.email);
      await page.getByRole('textbox', { name: t('account.password'), exact: true }).fill(subscriber.password);
      await page.getByRole('button', { name: t('account.login.submit'), exact: true }).click();

      await expect(page).toHaveURL(cart);
      await expect(page.getByText(t('catalogue.summary.addon', { addon }))).toBeVisible();
      await expect(page.getByRole('textbox', { name: t('catalogue.summary.email') })).toHaveCount(0);
      await expect(page.getByTestId('quote-total')).toHaveText(/\d/);
      await shot(page, testInfo, 'summary-logged-in');
      await page.getByRole('button', { name: t('purchase.buyNow'), exact: true }).click();

      await expect(page).toHaveURL(/\/checkout\/cs_/);
      await expect(page.getByRole('cell', { name: recordedAddon, exact: true })).toBeVisible();
      await payAtCheckout(page, language);
      await expect(page.getByRole('heading', { name: t('payment.successful') })).toBeVisible();
      await shot(page, testInfo, 'paid');
    });
  });
}
