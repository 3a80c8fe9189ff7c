import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { tick } from './support/controls';
import { copy } from './support/copy';
import { expect, LOCALES, PAIRED_VIEWPORT, test } from './support/fixtures';
import { payAtCheckout } from './support/hosted-pages';
import { dataAddonName } from './support/language';
import { screenshotPath } from './support/screenshots';

const JOHN = { email: 'john.carter@example.com', password: 'Sunny-Day-2025' };
const CARD = '4242 4242 4242 4242';

/** A well-formed ESN no test used yet (never ending 0409, 0500 or 0404: those are the mock's magic values). */
function freshEsn(): string {
  const random = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-14);
  return `89${random}`.replace(/(0409|0500|0404)$/, '1234');
}

/** The width and height a PNG file declares (its IHDR chunk). */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

for (const language of LOCALES) {
  test.describe(`commerce journeys in ${language}`, { tag: PAIRED_VIEWPORT[language] }, () => {
    test.use({ language });
    const t = (id: string, values?: Record<string, string | number>) => copy(language, id, values);
    const addon = dataAddonName(2, language);

    const shot = (page: Page, testInfo: TestInfo, name: string) =>
      page.screenshot({ path: screenshotPath(testInfo, `${language}-${name}`), fullPage: true });

    /** From the $3 page to the hosted checkout, as a guest shipping to Miami. */
    async function guestBuysPayGo(page: Page, testInfo: TestInfo, email: string) {
      await page.goto('/');
      await page
        .getByRole('button', { name: t('home.promo.goTo', { n: 2, title: t('home.promo.paygo.title') }) })
        .click();
      await page.getByRole('link', { name: t('home.promo.paygo.cta') }).click();
      await expect(page).toHaveURL(/\/ThreeDollarMonPage$/);
      await expect(page.getByRole('heading', { name: t('catalogue.paygo.title') })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: t('paygo.buyNow'), exact: true }).click();

      await expect(page).toHaveURL(/\/SummaryPlanPage\?plan=\d+&price=\d+$/);
      await page.getByRole('textbox', { name: t('catalogue.summary.email'), exact: true }).fill(email);
      await page.getByRole('textbox', { name: t('address.city'), exact: true }).fill('Miami');
      await page.getByRole('textbox', { name: t('address.zip'), exact: true }).fill('33131');
      await page.getByRole('textbox', { name: t('address.line1'), exact: true }).fill('1200 Brickell Avenue');
      // Leaving the zip filled the state from it.
      await expect(page.getByRole('combobox', { name: t('address.state') })).toHaveValue('Florida (FL)');
      await expect(page.getByTestId('quote-total')).toHaveText(/\d/);
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'summary-plan');
      await page.getByRole('button', { name: t('purchase.buyNow'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('catalogue.guest.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t('catalogue.guest.continue') }).click();
      await expect(page).toHaveURL(/\/checkout\/cs_/);
    }

    test('a guest buys the $3 plan, pays by card and exports the invoice', async ({ page }, testInfo) => {
      await guestBuysPayGo(page, testInfo, `guest.${Date.now()}@example.com`);
      await payAtCheckout(page, language, CARD);
      await expect(page.getByRole('heading', { name: t('payment.successful') })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'payment-successful');

      await page.getByRole('link', { name: t('checkout.payment.viewInvoice') }).click();
      await expect(page).toHaveURL(/\/Invoice\?invoiceId=inv_/);
      await expect(page.getByRole('heading', { name: t('invoice.title'), exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: /\d/ }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'invoice');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t('invoice.export') }).click();
      const file = testInfo.outputPath('invoice.png');
      await (await download).saveAs(file);
      const { width, height } = pngSize(file);
      expect(width).toBeGreaterThanOrEqual(800);
      expect(height).toBeGreaterThanOrEqual(1000);
    });

    test('a logged-in subscriber buys an add-on with the prefilled address and no e-mail', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await page.getByRole('textbox', { name: t('account.email'), exact: true }).fill(JOHN.email);
      await page.getByRole('textbox', { name: t('account.password'), exact: true }).fill(JOHN.password);
      await page.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/portal\?token=/);

      await page.goto('/ThreeDollarMonPage#addons');
      await tick(page.getByRole('radio', { name: addon }));
      await page.getByRole('button', { name: t('catalogue.addons.continue') }).click();
      await expect(page).toHaveURL(/\/SummaryAddonPage\?addon=\d+$/);
      await expect(page.getByRole('textbox', { name: t('catalogue.summary.email') })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: t('address.zip'), exact: true })).toHaveValue('33131');
      await expect(page.getByTestId('quote-total')).toHaveText(/\d/);
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'summary-addon');
      await page.getByRole('button', { name: t('purchase.buyNow'), exact: true }).click();

      await expect(page).toHaveURL(/\/checkout\/cs_/);
      await payAtCheckout(page, language, CARD);
      await expect(page.getByRole('heading', { name: t('payment.successful') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('payment.backToDashboard') })).toBeVisible();
    });

    test('SIM activation: a used ESN and a second activation reach the error page, a fresh one is congratulated', async ({
      page,
    }, testInfo) => {
      const activate = async (esn: string) => {
        await page.goto('/ActiveSimCardPage');
        await page.getByRole('textbox', { name: t('activation.form.esn') }).fill(esn);
        await page.getByRole('textbox', { name: t('activation.form.code') }).fill('123456');
        const proceed = page.getByRole('button', { name: t('activation.form.continue') });
        await expect(proceed).toBeEnabled();
        await proceed.click();
      };
      await page.goto('/ActiveSimCardPage');
      await expectNoSeriousA11yViolations(page);

      await activate('8901260000000409');
      await expect(page).toHaveURL(/\/error-page\?message=/);
      await expect(page.getByRole('alert')).not.toBeEmpty();

      const esn = freshEsn();
      await activate(esn);
      await expect(page).toHaveURL(/\/CongratulationSimActivatedPage$/);
      await expect(page.getByRole('heading', { name: t('activation.done.simTitle') })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'sim-activated');

      await activate(esn);
      await expect(page).toHaveURL(/\/error-page\?message=/);
    });

    test("'See Other Add-ons' lands on the add-on picker, below the header", async ({ sharedPage: page }) => {
      await page.goto('/SummaryAddonPage?addon=21');
      await page.getByRole('link', { name: t('purchase.seeOtherAddons') }).click();
      await expect(page).toHaveURL(/\/ThreeDollarMonPage#addons$/);
      const heading = page.getByRole('heading', { level: 2, name: t('catalogue.addons.title') });
      await expect(heading).toBeInViewport();
      const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
      expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
    });

    test('international rates filtered by a letter', async ({ sharedPage: page }) => {
      await page.goto('/InternationalRatePage');
      const table = page.getByRole('table');
      await expect(table.getByRole('rowheader').first()).toBeVisible();
      await page.getByRole('button', { name: 'C', exact: true }).click();
      await expect(page.getByRole('button', { name: 'C', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const names = await table.getByRole('rowheader').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => name.normalize('NFD').startsWith('C'))).toBe(true);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
