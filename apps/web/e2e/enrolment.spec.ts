import type { Page, TestInfo } from '@playwright/test';
import { type Applicant, applyAsGuest } from './support/applicant';
import { expectNoSeriousA11yViolations } from './support/axe';
import { tick } from './support/controls';
import { copy } from './support/copy';
import { expect, LOCALES, test } from './support/fixtures';
import { HOSTED, payAtCheckout } from './support/hosted-pages';
import { homeAddress, tabletName } from './support/language';
import { screenshotPath } from './support/screenshots';

for (const language of LOCALES) {
  // The enrolment journeys run at 360 px.
  test.describe(`benefit enrolment in ${language}`, { tag: '@phone' }, () => {
    test.use({ language });
    const t = (id: string, values?: Record<string, string | number>) => copy(language, id, values);
    const button = (page: Page, id: string, values?: Record<string, string | number>) =>
      page.getByRole('button', { name: t(id, values), exact: true });

    /** A full-page screenshot for review and axe's serious and critical checks. */
    async function look(page: Page, testInfo: TestInfo, name: string) {
      await page.screenshot({
        path: screenshotPath(testInfo, `${language}-enrolment-${name}`),
        fullPage: true,
      });
      await expectNoSeriousA11yViolations(page);
    }

    async function enrolFromTheForm(page: Page, applicant: Applicant, url = '/ConfirmAddress') {
      await page.goto(url);
      await expect(page.getByRole('textbox', { name: t('enrolment.form.lastName') })).toHaveValue(
        applicant.lastName,
      );
      await expect(page.getByRole('textbox', { name: t('address.line1') })).toHaveValue(applicant.address);
    }

    test('an ordinary SSN: enhanced page, the tablet, the shipping form, enrolment, the device claim and its co-pay checkout', async ({
      page,
      request,
      mock,
    }, testInfo) => {
      const applicant = await applyAsGuest(page, request, mock.url, '4821');

      await page.goto('/EnhancedService');
      await expect(page.getByRole('heading', { level: 1, name: t('enhanced.congratulation') })).toBeVisible();
      await look(page, testInfo, 'enhanced');
      await button(page, 'enhanced.seeCharacteristics').click();
      const dialog = page.getByRole('dialog', { name: t('enrolment.tablet.specTitle') });
      await expect(dialog.getByText(t('enrolment.tablet.spec.osValue'))).toBeVisible();
      await look(page, testInfo, 'enhanced-characteristics');
      await dialog.getByRole('button', { name: t('enhanced.getTablet') }).click();
      await expect(page.getByRole('heading', { name: t('enhanced.liveOnTribalLands') })).toHaveCount(0);
      await expect(
        page.getByRole('checkbox', { name: new RegExp(t('enrolment.tablet.include', { price: '' }).trim()) }),
      ).toBeChecked();
      await expect(page.getByText(t('enrolment.tablet.eligibleText'))).toBeVisible();
      await look(page, testInfo, 'enhanced-tablet');
      await button(page, 'common.enrollNow').click();
      await expect(page).toHaveURL(/\/LogOrRegisterPage\?tribal=true$/);

      // A visitor enrols from the eligible page, with the tablet.
      await page.goto('/Congratulation');
      await expect(page.getByRole('heading', { level: 1, name: t('eligible.qualified') })).toBeVisible();
      await look(page, testInfo, 'eligible');
      await tick(page.getByRole('checkbox', { name: /10[.,]01/ }));
      await tick(page.getByRole('checkbox', { name: t('enrolment.eligible.noPriorDevice') }));
      await button(page, 'common.enrollNow').click();
      await expect(page).toHaveURL(/\/ConfirmAddress$/);
      await enrolFromTheForm(page, applicant, '/ConfirmAddress');
      await look(page, testInfo, 'confirm-address');
      await button(page, 'enrolment.confirmAddress.submit').click();

      await expect(page).toHaveURL(/\/EnrollDevices\?id=NL[0-9A-Z]+$/);
      const nladSubscriberId = new URL(page.url()).searchParams.get('id') ?? '';
      await expect(page.getByRole('heading', { level: 1, name: t('enrolment.devices.title') })).toBeVisible();
      await look(page, testInfo, 'devices');
      await page
        .getByRole('button', { name: t('enrolment.devices.choose', { name: tabletName(language) }) })
        .click();
      await page.getByRole('textbox', { name: t('enrolment.form.ssn4') }).fill('4821');
      const [checkout] = await Promise.all([
        page.waitForEvent('popup'),
        button(page, 'enrolment.devices.submit').click(),
      ]);
      await expect(page.getByText(t('enrolment.devices.checkoutOpened'))).toBeVisible();
      await look(page, testInfo, 'devices-checkout-opened');

      // The mock's hosted checkout: the $10.01 co-pay, card 4242…, back to the payment page.
      await expect(checkout.getByRole('button', { name: HOSTED[language].pay('$10.01') })).toBeVisible();
      await payAtCheckout(checkout, language);
      await expect(checkout).toHaveURL(/\/PaymentPage\?paymentId=pay_[0-9A-Za-z]{24}$/);
      const paymentId = new URL(checkout.url()).searchParams.get('paymentId');
      const payment = await (await request.get(`${mock.url}/public/payment/${paymentId}`)).json();
      expect(payment).toMatchObject({ status: 'succeeded', amount: 10.01, order: { type: 'device_copay' } });

      await page.goto(
        `/CompletedACP?orderId=${payment.order.publicId}&nladSubscriberId=${nladSubscriberId}&isEligibleForDevice=false`,
      );
      await expect(
        page.getByRole('heading', { level: 1, name: t('enrolment.completed.title') }),
      ).toBeVisible();
      await expect(page.getByText(payment.order.fulfillmentId)).toBeVisible();
      await look(page, testInfo, 'completed');
    });

    test('SSN 2001: DUPLICATE, the transfer page, and the transfer goes through', async ({
      page,
      request,
      mock,
    }, testInfo) => {
      const applicant = await applyAsGuest(page, request, mock.url, '2001');
      await enrolFromTheForm(page, applicant);
      await button(page, 'enrolment.confirmAddress.submit').click();
      await expect(page).toHaveURL(/\/TransferAcpPlan$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t('enrolment.transfer.title') }),
      ).toBeVisible();
      await button(page, 'enrolment.transfer.submit').click();
      await expect(page.getByText(t('transfer.required'), { exact: true })).toBeVisible();
      await look(page, testInfo, 'transfer');
      await tick(page.getByRole('checkbox', { name: t('enrolment.transfer.checkbox') }));
      await button(page, 'enrolment.transfer.submit').click();
      await expect(page).toHaveURL(/\/CompletedACP\?nladSubscriberId=NL[0-9A-Z]+&isEligibleForDevice=true$/);
      await expect(page.getByRole('link', { name: t('enrolment.completed.chooseDevice') })).toBeVisible();
    });

    // One visitor enrolling again and again: a browser context for three refusals.
    test('SSN 2003 on transfer: /Failure; SSN 2002: /EnrolmentFailure; SSN 2004: /EnrollStep?code=CANNOT_UPDATE_DEVICE', async ({
      page,
      request,
      mock,
    }) => {
      for (const [ssn4, transfer, outcome] of [
        ['2003', true, /\/Failure$/],
        ['2002', false, /\/EnrolmentFailure$/],
        ['2004', false, /\/EnrollStep\?code=CANNOT_UPDATE_DEVICE$/],
      ] as const) {
        await test.step(`SSN ${ssn4} goes to ${outcome.source}`, async () => {
          const applicant = await applyAsGuest(page, request, mock.url, ssn4);
          await enrolFromTheForm(
            page,
            applicant,
            transfer ? '/ConfirmAddress?transfer=yes' : '/ConfirmAddress',
          );
          await button(
            page,
            transfer ? 'enrolment.confirmAddress.submitTransfer' : 'enrolment.confirmAddress.submit',
          ).click();
          await expect(page).toHaveURL(outcome);
        });
      }
    });

    test('the tribal confirmation: an id ending 9999 does not qualify, any other does', async ({
      page,
      request,
      mock,
    }, testInfo) => {
      await applyAsGuest(page, request, mock.url, '4821');
      await page.goto('/EnhancedService');
      const tribalId = page.getByRole('textbox', { name: t('enrolment.enhanced.tribalId') });
      await tribalId.fill('402919999');
      await button(page, 'enhanced.confirmTribal').click();
      await expect(page.getByText(t('enhanced.tribalNotQualified'))).toBeVisible();
      await look(page, testInfo, 'tribal-not-qualified');
      await tribalId.fill('402918337');
      await button(page, 'enhanced.confirmTribal').click();
      await expect(page.getByText(t('enhanced.tribalQualified'))).toBeVisible();
      await look(page, testInfo, 'tribal-qualified');
    });

    test('the form says what is missing, and the result pages read well', async ({ page }, testInfo) => {
      await page.goto('/ConfirmAddress');
      await button(page, 'enrolment.confirmAddress.submit').click();
      await expect(page.getByText(t('enrolmentForm.allRequired'))).toBeVisible();
      await look(page, testInfo, 'confirm-address-errors');
      for (const [path, title] of [
        ['/EnrollSuccessfulSIMPage', 'enrolment.simSuccess.title'],
        ['/EnrollFailureTabletPage', 'enrolment.tabletFailure.title'],
        ['/FailureSimTabletPage', 'enrolment.simTabletFailure.title'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: t(title) })).toBeVisible();
        await look(page, testInfo, path.slice(1));
      }
      await page.goto('/EnrollDevices');
      await expect(page.getByText(t('toast.nladSubscriberIdNotFound'))).toBeVisible();
      await expect(page).toHaveURL(homeAddress(language));
    });
  });
}
