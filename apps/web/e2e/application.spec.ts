import type { Page } from '@playwright/test';
import { localePath } from '../src/i18n/locale-path';
import { expectNoSeriousA11yViolations } from './support/axe';
import { tick } from './support/controls';
import { copy } from './support/copy';
import { expect, LOCALES, test } from './support/fixtures';
import { submitDocuments } from './support/hosted-pages';
import { homeAddress } from './support/language';
import { newestMail, uniqueEmail } from './support/mailbox';
import { screenshotPath } from './support/screenshots';

for (const language of LOCALES) {
  // The application journeys run at 360 px.
  test.describe(`the benefit application in ${language}`, { tag: '@phone' }, () => {
    test.use({ language });
    const t = (id: string, values?: Record<string, string | number>) => copy(language, id, values);
    const textbox = (page: Page, id: string) => page.getByRole('textbox', { name: t(id), exact: true });
    const next = (page: Page) => page.getByRole('button', { name: t('wizard.continue') });

    /** Checks coverage for a zip and lands on step 1 (or wherever the zip leads). */
    async function applyWithZip(page: Page, zip: string) {
      await page.goto('/ZipCodePage');
      await page.getByRole('textbox', { name: t('coverage.zip.label') }).fill(zip);
      await page.getByRole('button', { name: t('common.applyNow') }).click();
    }

    async function choose(page: Page, labelId: string, option: string) {
      await page.getByRole('button', { name: new RegExp(t(labelId)) }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }

    /** The agreement, step 7: six initials, the signature and the agree box, then the application is sent. */
    async function signAgreement(page: Page) {
      await expect(page).toHaveURL(/\/AgreementPage\?profileStep=7$/);
      for (let n = 1; n <= 6; n++)
        await page.getByRole('textbox', { name: t('wizard.agreement.initial', { n }) }).fill('ML');
      await textbox(page, 'wizard.agreement.signature').fill('Maria Lopez');
      await tick(page.getByRole('checkbox', { name: t('wizard.agreement.agree') }));
    }

    const submit = (page: Page) => page.getByRole('button', { name: t('wizard.agreement.submit') }).click();

    /**
     * Fills the seven steps for Maria Lopez of Austin, TX (a SNAP household) with the given SSN last 4; `check`
     * runs on every step (screenshots, axe).
     */
    async function fillWizard(
      page: Page,
      { ssn4, check }: { ssn4: string; check: (step: number) => Promise<void> },
    ) {
      await applyWithZip(page, '78701');
      await expect(page).toHaveURL(/\/PersonalnfoPage\?profileStep=1$/);
      await textbox(page, 'wizard.personal.firstName').fill('Maria');
      await textbox(page, 'wizard.personal.lastName').fill('Lopez');
      const may = new Intl.DateTimeFormat(language, { month: 'long' }).format(new Date(2000, 4, 1));
      await choose(page, 'wizard.personal.month', may);
      await choose(page, 'wizard.personal.day', '17');
      await choose(page, 'wizard.personal.year', '1990');
      await textbox(page, 'wizard.personal.ssn4').fill(ssn4);
      await tick(page.getByRole('radio', { name: t('wizard.personal.spanish') }));
      await check(1);
      await next(page).click();

      await expect(page).toHaveURL(/\/ContactInfoPage\?profileStep=2$/);
      await expect(textbox(page, 'wizard.address.zip')).toHaveValue('78701');
      await textbox(page, 'wizard.contact.phone').fill('5125550143');
      await textbox(page, 'wizard.contact.email').fill('maria.lopez@example.com');
      await tick(page.getByRole('checkbox', { name: t('wizard.contact.consent') }));
      await textbox(page, 'wizard.address.street').fill('500 Congress Ave');
      await textbox(page, 'wizard.address.city').fill('Austin');
      await check(2);
      await next(page).click();

      await expect(page).toHaveURL(/\/HouseholdInformationPage\?profileStep=3$/);
      const adult = page.getByRole('radiogroup', { name: t('wizard.household.adult') });
      await tick(adult.getByRole('radio', { name: t('wizard.no') }));
      const lifeline = page.getByRole('radiogroup', { name: t('wizard.household.lifeline') });
      await tick(lifeline.getByRole('radio', { name: t('wizard.yes') }));
      await textbox(page, 'wizard.household.mk1').fill('ml');
      await textbox(page, 'wizard.household.mk2').fill('ml');
      await check(3);
      await next(page).click();

      await expect(page).toHaveURL(/\/QualificationPage\?profileStep=4$/);
      await tick(page.getByRole('radio', { name: t('wizard.program.E2') }));
      await check(4);
      await next(page).click();

      await expect(page).toHaveURL(/\/TribalStatusPage\?profileStep=5$/);
      await check(5);
      await next(page).click();

      await expect(page).toHaveURL(/\/VerifyPage\?profileStep=6$/);
      await expect(page.getByText('Maria Lopez')).toBeVisible();
      await tick(page.getByRole('checkbox', { name: t('wizard.verify.consent') }));
      await check(6);
      await next(page).click();

      await signAgreement(page);
      await check(7);
      await submit(page);
    }

    /**
     * What the seven steps leave held (the personal-data cookie) for Maria Lopez with this SSN's last 4: the journeys
     * that check what the application's reply leads to start from it (the first test walks the steps themselves,
     * checked on every page).
     */
    async function holdAnswers(page: Page, ssn4: string) {
      const answers = {
        firstName: 'Maria',
        lastName: 'Lopez',
        dob: '1990-05-17',
        ssn4,
        language: 'Spanish',
        zipCode: '78701',
        address: '500 Congress Ave',
        city: 'Austin',
        state: 'TX',
        contactPhoneNumber: '5125550143',
        contactEmail: 'maria.lopez@example.com',
        contactConsent: true,
        sameAddress: true,
        optionAdult: '2',
        consentInd: 'Y',
        MK1: 'ML',
        MK2: 'ML',
        eligibilityProgramCode: 'E2',
      };
      await page.context().addCookies([
        {
          name: 'personalData',
          value: encodeURIComponent(JSON.stringify(answers)),
          domain: '127.0.0.1',
          path: '/',
        },
      ]);
    }

    /** The agreement opened by its address over held answers, signed. */
    async function atTheAgreementWith(page: Page, ssn4: string) {
      await holdAnswers(page, ssn4);
      await page.goto('/AgreementPage?profileStep=7');
      await signAgreement(page);
    }

    test('zip 78701, the seven steps and an ordinary SSN: COMPLETE leads to /EnrollStep', async ({
      page,
    }, testInfo) => {
      await fillWizard(page, {
        ssn4: '4821',
        check: async (step) => {
          await page.screenshot({
            path: screenshotPath(testInfo, `${language}-wizard-step-${step}`),
            fullPage: true,
          });
          await expectNoSeriousA11yViolations(page);
        },
      });
      await expect(page).toHaveURL(/\/EnrollStep$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t('eligibility.enrollStep.title') }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: t('common.enrollNow') })).toHaveAttribute(
        'href',
        localePath(language, '/EnhancedService'),
      );
      await page.screenshot({ path: screenshotPath(testInfo, `${language}-enroll-step`), fullPage: true });
      await expectNoSeriousA11yViolations(page);
    });

    test('SSN 1001: the verifier’s resolution page, then back through /ReturnFromUsacPage and routed again', async ({
      page,
    }) => {
      await atTheAgreementWith(page, '1001');
      await submit(page);
      await expect(page).toHaveURL(/\/verifier\/[^/]+\/resolution$/);
      await submitDocuments(page, language, 'COMPLETE');
      await expect(page).toHaveURL(/\/EnrollStep$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t('eligibility.enrollStep.title') }),
      ).toBeVisible();
    });

    // One visitor applying again and again: a browser context for four outcomes.
    test('SSNs 1003, 1005, 1006 and 1009 go to their status pages', async ({ page }, testInfo) => {
      for (const [ssn4, path, heading] of [
        ['1003', /\/Reviewing$/, 'eligibility.reviewing.title'],
        ['1005', /\/NotVerifedEligiblePage$/, 'eligibility.notVerified.title'],
        ['1006', /\/Expired\?id=.+$/, 'eligibility.expired.title'],
        ['1009', /\/Rejected$/, 'eligibility.rejected.title'],
      ] as const) {
        await test.step(`SSN ${ssn4} goes to ${path.source}`, async () => {
          await atTheAgreementWith(page, ssn4);
          await submit(page);
          await expect(page).toHaveURL(path);
          await expect(page.getByRole('heading', { level: 1, name: t(heading) })).toBeVisible();
          await page.screenshot({
            path: screenshotPath(testInfo, `${language}-status-${ssn4}`),
            fullPage: true,
          });
          await expectNoSeriousA11yViolations(page);
        });
      }
    });

    test('a tribal id starting 000: a toast and back to the tribal step, the answers kept', async ({
      page,
    }) => {
      await holdAnswers(page, '4821');
      // The tribal step, given a tribal id, then the agreement.
      await page.goto('/TribalStatusPage?profileStep=5');
      await tick(page.getByRole('checkbox', { name: t('wizard.tribal.check') }));
      await textbox(page, 'wizard.tribal.number').fill('000123456');
      await page.goto('/AgreementPage?profileStep=7');
      await signAgreement(page);
      await submit(page);
      await expect(page).toHaveURL(/\/TribalStatusPage\?profileStep=5$/);
      await expect(page.getByText(t('tribal.idNotVerified'))).toBeVisible();
      await expect(textbox(page, 'wizard.tribal.number')).toHaveValue('000123456');
      await page.goto('/PersonalnfoPage?profileStep=1');
      await expect(textbox(page, 'wizard.personal.firstName')).toHaveValue('Maria');
    });

    test('zip 60601: the sorry page puts the e-mail on the waitlist', async ({
      page,
      mock,
      request,
    }, testInfo) => {
      const email = uniqueEmail('waitlist');
      await applyWithZip(page, '60601');
      await expect(page).toHaveURL(/\/SorryZipCodePage\?state=Illinois$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t('coverage.sorry.title', { state: 'Illinois' }) }),
      ).toBeVisible();
      await page.screenshot({ path: screenshotPath(testInfo, `${language}-sorry`), fullPage: true });
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('textbox', { name: t('coverage.sorry.email') }).fill(email);
      await page.getByRole('button', { name: t('coverage.sorry.submit') }).click();
      await expect(page).toHaveURL(homeAddress(language));
      const mail = await newestMail(request, mock.url, email, 'waitlist');
      expect(mail.to).toBe(email);
    });

    test('a reload in the middle of the wizard keeps the answers', async ({ page }) => {
      await applyWithZip(page, '78701');
      await textbox(page, 'wizard.personal.firstName').fill('Maria');
      await textbox(page, 'wizard.personal.lastName').fill('Lopez');
      await textbox(page, 'wizard.personal.ssn4').fill('4821');
      await page.reload();
      await expect(textbox(page, 'wizard.personal.firstName')).toHaveValue('Maria');
      await expect(textbox(page, 'wizard.personal.lastName')).toHaveValue('Lopez');
      await expect(textbox(page, 'wizard.personal.ssn4')).toHaveValue('4821');
    });

    test('a visitor opening step 4 directly goes to /ZipCodePage', async ({ page }) => {
      await page.goto('/QualificationPage?profileStep=4');
      await expect(page).toHaveURL(/\/ZipCodePage$/);
      await expect(page.getByRole('heading', { level: 1, name: t('zip.startApplication') })).toBeVisible();
    });
  });
}
