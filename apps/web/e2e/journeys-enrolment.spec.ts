import type { Page, TestInfo } from '@playwright/test';
import { applyAsGuest } from './support/applicant';
import { tick } from './support/controls';
import { copy } from './support/copy';
import { expect, LOCALES, PAIRED_VIEWPORT, test } from './support/fixtures';
import { HOSTED } from './support/hosted-pages';
import { tabletName } from './support/language';
import { newSubscriber, type Subscriber } from './support/people';
import { screenshotPath } from './support/screenshots';

// W-1: a visitor applies without an account, logs in when "Enroll now" asks, and enrols: the carrier gets the
// application saved before logging in (DESIGN.md), through the enrolment, the device claim and the transfer.
for (const language of LOCALES) {
  test.describe(`apply, then log in, then enrol, in ${language}`, { tag: PAIRED_VIEWPORT[language] }, () => {
    test.use({ language });
    const t = (id: string, values?: Record<string, string | number>) => copy(language, id, values);
    const button = (page: Page, id: string) => page.getByRole('button', { name: t(id), exact: true });

    async function look(page: Page, testInfo: TestInfo, name: string) {
      await page.screenshot({
        path: screenshotPath(testInfo, `${language}-journey-enrol-${name}`),
        fullPage: true,
      });
    }

    async function logIn(page: Page, subscriber: Subscriber) {
      await page.getByRole('textbox', { name: t('account.email'), exact: true }).fill(subscriber.email);
      await page.getByRole('textbox', { name: t('account.password'), exact: true }).fill(subscriber.password);
      await button(page, 'account.login.submit').click();
    }

    test('qualified, "Enroll now" asks to log in, back on the enhanced page, enrolled with the tablet, then the device claim', async ({
      page,
      request,
      mock,
    }, testInfo) => {
      const [applicant, subscriber] = await Promise.all([
        applyAsGuest(page, request, mock.url),
        newSubscriber(request, mock.url),
      ]);

      await page.goto('/EnrollStep');
      await expect(
        page.getByRole('heading', { level: 1, name: t('eligibility.enrollStep.title') }),
      ).toBeVisible();
      await expect(page.getByText(applicant.applicationId)).toBeVisible();
      await page.getByRole('link', { name: t('common.enrollNow') }).click();
      await expect(page).toHaveURL(/\/EnhancedService$/);
      await button(page, 'enhanced.seeCharacteristics').click();
      await page
        .getByRole('dialog', { name: t('enrolment.tablet.specTitle') })
        .getByRole('button', { name: t('enhanced.getTablet') })
        .click();
      await button(page, 'common.enrollNow').click();

      await expect(page).toHaveURL(/\/LogOrRegisterPage\?tribal=true$/);
      await logIn(page, subscriber);
      await expect(page).toHaveURL(/\/EnhancedService$/);
      await expect(page.getByText(t('enrolment.tablet.eligibleText'))).toBeVisible();
      await button(page, 'common.enrollNow').click();

      await expect(page).toHaveURL(/\/ConfirmAddress$/);
      await expect(page.getByRole('textbox', { name: t('address.line1') })).toHaveValue(applicant.address);
      await look(page, testInfo, 'confirm-address');
      await button(page, 'enrolment.confirmAddress.submit').click();

      await expect(page).toHaveURL(/\/EnrollDevices\?id=NL[0-9A-Z]+$/);
      await look(page, testInfo, 'devices');
      await page
        .getByRole('button', { name: t('enrolment.devices.choose', { name: tabletName(language) }) })
        .click();
      await page.getByRole('textbox', { name: t('enrolment.form.ssn4') }).fill('4821');
      const [checkout] = await Promise.all([
        page.waitForEvent('popup'),
        button(page, 'enrolment.devices.submit').click(),
      ]);
      await expect(checkout.getByRole('button', { name: HOSTED[language].pay('$10.01') })).toBeVisible();
    });

    test('qualified, already enrolled elsewhere (SSN 2001): logged in, the transfer carries the same application', async ({
      page,
      request,
      mock,
    }, testInfo) => {
      const [applicant, subscriber] = await Promise.all([
        applyAsGuest(page, request, mock.url, '2001'),
        newSubscriber(request, mock.url),
      ]);
      await page.goto('/EnhancedService');
      await button(page, 'common.enrollNow').click();
      await expect(page).toHaveURL(/\/LogOrRegisterPage\?tribal=true$/);
      await logIn(page, subscriber);
      await expect(page).toHaveURL(/\/EnhancedService$/);
      await button(page, 'common.enrollNow').click();
      await expect(page.getByRole('textbox', { name: t('address.line1') })).toHaveValue(applicant.address);
      await button(page, 'enrolment.confirmAddress.submit').click();

      await expect(page).toHaveURL(/\/TransferAcpPlan$/);
      await tick(page.getByRole('checkbox', { name: t('enrolment.transfer.checkbox') }));
      await look(page, testInfo, 'transfer');
      await button(page, 'enrolment.transfer.submit').click();
      await expect(page).toHaveURL(/\/CompletedACP\?nladSubscriberId=NL[0-9A-Z]+&isEligibleForDevice=true$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t('enrolment.completed.title') }),
      ).toBeVisible();
      await look(page, testInfo, 'completed');
    });
  });
}
