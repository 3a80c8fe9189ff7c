import type { Page, TestInfo } from '@playwright/test';
import { applyAsGuest } from './support/applicant';
import { expectNoSeriousA11yViolations } from './support/axe';
import { copy } from './support/copy';
import { expect, LOCALES, PAIRED_VIEWPORT, test } from './support/fixtures';
import { HOSTED } from './support/hosted-pages';
import { screenshotPath } from './support/screenshots';

// Pages that say what is true and lead on: the return trip from the National Verifier (W-25), the status lookup
// by number (W-26, W-27), the payment result of a top-up (W-10) and /CompletedACP without an order (W-11); they read
// alike at both widths: English on the phone, Spanish on the desktop (e2e/README.md).
for (const language of LOCALES) {
  const t = (id: string, values?: Record<string, string | number>) => copy(language, id, values);
  const shot = (page: Page, testInfo: TestInfo, name: string) =>
    page.screenshot({
      path: screenshotPath(testInfo, `${language}-journey-status-${name}`),
      fullPage: true,
    });

  test.describe(`status pages that lead on, in ${language}`, { tag: PAIRED_VIEWPORT[language] }, () => {
    test.use({ language });

    test('back from the National Verifier without finishing: the waiting page with the ids and a way back', async ({
      page,
      request,
      mock,
    }, testInfo) => {
      const applicant = await applyAsGuest(page, request, mock.url, '1001');
      expect(applicant.verifierHref).toBeDefined();
      await page.goto(applicant.verifierHref ?? '');
      await page.getByRole('link', { name: HOSTED[language].leaveVerifier }).click();

      await expect(page).toHaveURL(/\/Reviewing$/);
      // The verifier still waits for the applicant's documents: the page says so, not that a review runs (W-25).
      await expect(
        page.getByRole('heading', { level: 1, name: t('eligibility.reviewing.waiting.title') }),
      ).toBeVisible();
      await expect(page.getByText(applicant.applicationId).first()).toBeVisible();
      await expect(page.getByRole('link', { name: t('eligibility.reviewing.toVerifier') })).toHaveAttribute(
        'href',
        applicant.verifierHref ?? '',
      );
      await shot(page, testInfo, 'reviewing');
    });

    test('the status lookup: an unknown number is said once, an approved one leads on to enrolment', async ({
      page,
      request,
      mock,
    }, testInfo) => {
      const approved = await applyAsGuest(page, request, mock.url, '1007');
      await page.evaluate(() => localStorage.clear());
      await page.goto('/CheckEnrollStatusPage');
      const number = page.getByRole('textbox', { name: t('eligibility.lookup.applicationId') });
      await number.fill('A24-999999');
      await page.getByRole('button', { name: t('eligibility.lookup.check') }).click();
      await expect(page.getByText(t('statusLookup.notFound'))).toHaveCount(1);
      await expect(page).toHaveURL(/\/CheckEnrollStatusPage$/);
      await shot(page, testInfo, 'lookup-unknown');

      await number.fill(approved.applicationId);
      await page.getByRole('button', { name: t('eligibility.lookup.check') }).click();
      await expect(page.getByText(t('statusLookup.notFound'))).toHaveCount(0);
      await shot(page, testInfo, 'lookup-approved');
      await page.getByRole('link', { name: t('common.enrollNow') }).click();
      await expect(page).toHaveURL(/\/ConfirmAddress$/);
    });

    test('a paid top-up says it went to the balance, not that SIM cards ship; an enrolment without an order says so', async ({
      page,
    }) => {
      await page.goto('/PaymentPage?paymentId=pay_DemoTopUpReceived0000000');
      await expect(page.getByRole('heading', { name: t('payment.received') })).toBeVisible();
      await expect(page.getByText(t('checkout.payment.successLead.topUp'))).toBeVisible();
      await expect(page.getByText(t('checkout.payment.successLead'))).toHaveCount(0);

      await page.goto('/CompletedACP?nladSubscriberId=NL0000001&isEligibleForDevice=false');
      await expect(page.getByText(t('toast.orderNotFound'))).toHaveCount(1);
      await expect(
        page.getByRole('heading', { level: 1, name: t('enrolment.completed.title') }),
      ).toBeVisible();
    });
  });

  // The map is laid out differently at each width: both.
  test.describe(`the agent map, in ${language}`, () => {
    test.use({ language });

    test('the agent page: the lead names the shaded service areas, and any state is named by pointer or keyboard', async ({
      page,
    }, testInfo) => {
      await page.goto('/AgentPage');
      await expect(page.getByText(t('agents.mapLead'))).toBeVisible();
      const active = page.getByTestId('map-active-state');
      // The map is pre-rendered: a pointer over it before the page's script runs names nothing yet, so point again
      // as a visitor would, until it answers.
      await expect(async () => {
        await page.mouse.move(0, 0);
        await page.locator('[data-state="IL"]').hover();
        await expect(active).toHaveText(t('agents.map.notCovered', { state: 'Illinois' }), { timeout: 1000 });
      }).toPass();
      // The visitor turns to the keyboard, the pointer off the map: a pointer resting on it would name whatever
      // state the page scrolls under it.
      await page.mouse.move(0, 0);
      await page.getByRole('link', { name: t('agents.map.covered', { state: 'Alabama' }) }).focus();
      await expect(active).toHaveText(t('agents.map.covered', { state: 'Alabama' }));
      // The next covered state is one Tab away.
      await page.keyboard.press('Tab');
      await expect(active).toHaveText(t('agents.map.covered', { state: 'Alaska' }));
      await page.getByRole('link', { name: t('agents.map.notCovered', { state: 'Illinois' }) }).focus();
      await expect(active).toHaveText(t('agents.map.notCovered', { state: 'Illinois' }));
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'agent-map');
    });
  });
}
