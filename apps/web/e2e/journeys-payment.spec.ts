import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { tick } from './support/controls';
import { copy } from './support/copy';
import { expect, LOCALES, PAIRED_VIEWPORT, test } from './support/fixtures';
import { HOSTED, payAtCheckout } from './support/hosted-pages';
import { dataAddonName } from './support/language';
import { newSubscriber } from './support/people';
import { screenshotPath } from './support/screenshots';

const CARDS = { succeeded: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

// After the hosted checkout: a declined or canceled payment leads back to the same cart (W-14), 'Check Order
// Status' shows the order (W-16), and the invoice of an order placed as a guest opens once logged in (W-15).
for (const language of LOCALES) {
  test.describe(`after the checkout, in ${language}`, { tag: PAIRED_VIEWPORT[language] }, () => {
    test.use({ language });
    const t = (id: string, values?: Record<string, string | number>) => copy(language, id, values);
    const addon = dataAddonName(5, language);
    // The sale keeps the name the carrier recorded it under, in its own language, whatever the page's (0035).
    const recordedAddon = dataAddonName(5, 'en');

    const shot = (page: Page, testInfo: TestInfo, name: string) =>
      page.screenshot({
        path: screenshotPath(testInfo, `${language}-journey-payment-${name}`),
        fullPage: true,
      });

    const summary = (page: Page) => ({
      email: page.getByRole('textbox', { name: t('catalogue.summary.email'), exact: true }),
      city: page.getByRole('textbox', { name: t('address.city'), exact: true }),
      zip: page.getByRole('textbox', { name: t('address.zip'), exact: true }),
      line1: page.getByRole('textbox', { name: t('address.line1'), exact: true }),
      line2: page.getByRole('textbox', { name: t('address.line2'), exact: true }),
    });

    /** The $3 plan with the 5GB Data add-on, shipped to Miami: the summary page of the cart, filled in. */
    async function fillCart(page: Page, email: string): Promise<string> {
      await page.goto('/ThreeDollarMonPage');
      await tick(page.getByRole('radio', { name: addon, exact: true }));
      await page.getByRole('button', { name: t('paygo.buyNow'), exact: true }).click();
      await expect(page).toHaveURL(/\/SummaryPlanPage\?plan=\d+&price=\d+&addon=22$/);
      const form = summary(page);
      await form.email.fill(email);
      await form.city.fill('Miami');
      await form.zip.fill('33131');
      await form.line1.fill('1200 Brickell Avenue');
      await form.line2.fill('Apt 4');
      await expect(page.getByTestId('quote-total')).toHaveText(/\d/);
      return page.url();
    }

    /** 'Buy now' as a guest, to the hosted checkout of the cart. */
    async function buyAsGuest(page: Page) {
      await page.getByRole('button', { name: t('purchase.buyNow'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('catalogue.guest.title') });
      await dialog.getByRole('button', { name: t('catalogue.guest.continue') }).click();
      await expect(page).toHaveURL(/\/checkout\/cs_/);
      await expect(page.getByRole('cell', { name: recordedAddon, exact: true })).toBeVisible();
    }

    /** Back on the summary page, the cart is the one sent to the checkout: add-on, e-mail, address, quote. */
    async function expectSameCart(page: Page, cart: string, email: string) {
      await expect(page).toHaveURL(cart);
      await expect(page.getByText(t('catalogue.summary.addon', { addon }))).toBeVisible();
      const form = summary(page);
      await expect(form.email).toHaveValue(email);
      await expect(form.city).toHaveValue('Miami');
      await expect(form.zip).toHaveValue('33131');
      await expect(form.line1).toHaveValue('1200 Brickell Avenue');
      await expect(form.line2).toHaveValue('Apt 4');
      await expect(page.getByTestId('quote-total')).toHaveText(/\d/);
    }

    test('a declined card, then a canceled checkout, each lead back to the same cart; the third time it is paid (W-14)', async ({
      page,
    }, testInfo) => {
      const email = `retry.${Date.now()}@example.com`;
      const cart = await fillCart(page, email);
      const backToCart = page.getByRole('link', { name: t('checkout.payment.backToCart') });

      await buyAsGuest(page);
      await payAtCheckout(page, language, CARDS.declined);
      await expect(page.getByRole('heading', { name: t('payment.failed') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('payment.backToHome') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('checkout.payment.viewInvoice') })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'declined');
      await backToCart.click();
      await expectSameCart(page, cart, email);
      await shot(page, testInfo, 'cart-again');

      await buyAsGuest(page);
      await page.getByRole('button', { name: HOSTED[language].cancel }).click();
      await expect(page).toHaveURL(/\/PaymentPage\?paymentId=pay_/);
      await expect(page.getByRole('heading', { name: t('payment.failed') })).toBeVisible();
      await backToCart.click();
      await expectSameCart(page, cart, email);

      await buyAsGuest(page);
      await payAtCheckout(page, language, CARDS.succeeded);
      await expect(page.getByRole('heading', { name: t('payment.successful') })).toBeVisible();
      await expect(backToCart).toHaveCount(0);
    });

    test("a guest's paid order: 'Check Order Status' shows it (W-16), and its invoice opens once logged in (W-15)", async ({
      page,
      request,
      mock,
    }, testInfo) => {
      const subscriber = await newSubscriber(request, mock.url);
      await fillCart(page, `status.${Date.now()}@example.com`);
      await buyAsGuest(page);
      await payAtCheckout(page, language, CARDS.succeeded);
      await expect(page.getByRole('heading', { name: t('payment.successful') })).toBeVisible();
      const paymentPage = page.url();
      const orderId = await page.locator('.result-card__facts dd').first().textContent();

      await page.getByRole('link', { name: t('payment.checkOrderStatus') }).click();
      await expect(page).toHaveURL(/\/CheckACPPage\?orderId=ord_[0-9A-Za-z]{24}$/);
      await expect(page.getByRole('heading', { name: t('checkout.order.title') })).toBeVisible();
      const facts = page.locator('.order-facts');
      await expect(facts).toContainText(orderId ?? 'no order id on the payment page');
      await expect(facts).toContainText(t('checkout.order.status.paid'));
      await expect(facts).toContainText(/FUL-\d+/);
      const items = page.getByRole('table', { name: t('checkout.order.items') });
      await expect(items).toContainText(recordedAddon);
      await expect(items).toContainText(t('invoice.item.sim'));
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'order-status');

      await page.goto('/LogOrRegisterPage?register=false');
      await page.getByRole('textbox', { name: t('account.email'), exact: true }).fill(subscriber.email);
      await page.getByRole('textbox', { name: t('account.password'), exact: true }).fill(subscriber.password);
      await page.getByRole('button', { name: t('account.login.submit'), exact: true }).click();
      await expect(page).toHaveURL(/\/portal\?token=/);

      await page.goto(paymentPage);
      await expect(page.getByRole('link', { name: t('payment.backToDashboard') })).toBeVisible();
      await page.getByRole('link', { name: t('checkout.payment.viewInvoice') }).click();
      await expect(page).toHaveURL(/\/Invoice\?invoiceId=inv_/);
      await expect(page.getByRole('heading', { name: t('invoice.title'), exact: true })).toBeVisible();
      await expect(page.getByTestId('invoice-sheet')).toContainText(recordedAddon);
      await shot(page, testInfo, 'guest-invoice-logged-in');
    });
  });
}
