import { applyAsGuest } from './support/applicant';
import { copy } from './support/copy';
import { expect, LOCALES, PAIRED_VIEWPORT, test } from './support/fixtures';
import { homeAddress, tabletName } from './support/language';
import { screenshotPath } from './support/screenshots';
import { recordToasts, toastsSeen } from './support/toasts';

// /EnrollDevices?id= absent, malformed or unknown (issue item 4, W-5; spec 001 §2, §8): 'NLAD subscriber ID not found'
// once, in the visitor's language, then home; nothing with the broken id reaches the carrier. The toast sits
// differently on the phone: English is seen there, Spanish on the desktop (e2e/README.md).
for (const language of LOCALES) {
  test.describe(`/EnrollDevices without a usable id, in ${language}`, {
    tag: PAIRED_VIEWPORT[language],
  }, () => {
    test.use({ language });
    const t = (id: string, values?: Record<string, string>) => copy(language, id, values);

    test('absent, empty or malformed: one toast, home, and no request carries it', async ({
      page,
      mock,
    }, testInfo) => {
      await recordToasts(page);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(mock.url)) sent.push(`${request.url()} ${request.postData() ?? ''}`);
      });
      for (const [name, query] of [
        ['absent', ''],
        ['empty', '?id='],
        ['NaN', '?id=NaN'],
        ['undefined', '?id=undefined'],
        ['malformed', '?id=NL0%200AB%3Cb%3E'],
      ] as const) {
        await page.goto(`/EnrollDevices${query}`);
        await expect(page, name).toHaveURL(homeAddress(language));
        await expect.poll(() => toastsSeen(page), name).toEqual([t('toast.nladSubscriberIdNotFound')]);
        if (name === 'NaN')
          await page.screenshot({ path: screenshotPath(testInfo, `${language}-enroll-devices-no-id`) });
      }
      await page.goto('/CompletedACP?nladSubscriberId=undefined&orderId=undefined');
      await expect(page).toHaveURL(homeAddress(language));
      await expect
        .poll(async () => (await toastsSeen(page)).sort())
        .toEqual([t('toast.orderNotFound'), t('toast.nladSubscriberIdNotFound')].sort());
      expect(sent.filter((line) => /NaN|undefined|claimDeviceBenefit|\/order\//.test(line))).toEqual([]);
    });

    test('unknown to NLAD: the claim says so once and goes home', async ({
      page,
      request,
      mock,
    }, testInfo) => {
      await applyAsGuest(page, request, mock.url, '4821');
      await page.goto('/EnrollDevices?id=NL0UNKNOWN');
      await page
        .getByRole('button', { name: t('enrolment.devices.choose', { name: tabletName(language) }) })
        .click();
      await page.getByRole('textbox', { name: t('enrolment.form.ssn4') }).fill('4821');
      await page.getByRole('button', { name: t('enrolment.devices.submit'), exact: true }).click();
      await expect(page).toHaveURL(homeAddress(language));
      await expect(page.getByText(t('toast.nladSubscriberIdNotFound'), { exact: true })).toHaveCount(1);
      await page.screenshot({ path: screenshotPath(testInfo, `${language}-enroll-devices-unknown-id`) });
    });
  });
}
