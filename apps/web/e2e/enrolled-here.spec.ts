import { applyAsGuest } from './support/applicant';
import { tick } from './support/controls';
import { copy } from './support/copy';
import { expect, LOCALES, PAIRED_VIEWPORT, test } from './support/fixtures';
import { screenshotPath } from './support/screenshots';

// A household enrolled here that enrols again is offered the transfer (spec 001 §4), and the transfer to the
// provider already holding the benefit ends on /Failure instead of looping (DESIGN.md, edges audit E-2).
for (const language of LOCALES) {
  // English on the phone, Spanish on the desktop (e2e/README.md).
  test.describe(`a household enrolled here, in ${language}`, { tag: PAIRED_VIEWPORT[language] }, () => {
    test.use({ language });
    const t = (id: string) => copy(language, id);

    test('enrols, enrols again, is offered the transfer, and the transfer ends on /Failure', async ({
      page,
      request,
      mock,
    }, testInfo) => {
      const applicant = await applyAsGuest(page, request, mock.url, '4821');
      const submit = page.getByRole('button', { name: t('enrolment.confirmAddress.submit'), exact: true });
      const enrolFromTheForm = async () => {
        await page.goto('/ConfirmAddress');
        await expect(page.getByRole('textbox', { name: t('enrolment.form.lastName') })).toHaveValue(
          applicant.lastName,
        );
        await submit.click();
      };

      await enrolFromTheForm();
      await expect(page).toHaveURL(/\/CompletedACP\?/);

      await enrolFromTheForm();
      await expect(page).toHaveURL(/\/TransferAcpPlan$/);
      // True whichever provider holds the benefit: the code's words, in the visitor's language.
      await expect(page.getByText(t('enrolment.duplicateSubscriber'), { exact: true })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: t('enrolment.transfer.title') }),
      ).toBeVisible();
      // Enrolled here, so the page must not say the benefit is with another provider (E-2).
      await expect(page.getByText(t('enrolment.transfer.lead'), { exact: true })).toBeVisible();
      await expect(page.getByText(t('enrolment.transfer.explain'), { exact: true })).toBeVisible();
      await page.screenshot({
        path: screenshotPath(testInfo, `${language}-enrolled-here-transfer`),
        fullPage: true,
      });
      await tick(page.getByRole('checkbox', { name: t('enrolment.transfer.checkbox') }));
      await page.getByRole('button', { name: t('enrolment.transfer.submit'), exact: true }).click();

      await expect(page).toHaveURL(/\/Failure$/);
      await expect(page.getByText(t('enrolment.ineligibleForTransfer'), { exact: true })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: t('eligibility.failure.transferTitle') }),
      ).toBeVisible();
      await page.screenshot({
        path: screenshotPath(testInfo, `${language}-enrolled-here-failure`),
        fullPage: true,
      });
    });
  });
}
