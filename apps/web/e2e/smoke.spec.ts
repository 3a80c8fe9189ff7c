import { ROUTE_PATTERNS } from '@carrier/domain';
import { localePath } from '../src/i18n/locale-path';
import type { Locale } from '../src/i18n/locales';
import { expectNoSeriousA11yViolations } from './support/axe';
import { watchConsole } from './support/console';
import { expectFindable, FINDABLE_PAGES } from './support/findable';
import { expect, LOCALES, test } from './support/fixtures';
import { expectOneLanguage } from './support/language';
import { screenshotPath } from './support/screenshots';

/** Values for the routes' parameters: a role, a seeded renewal; optional parameters are left out. */
const PARAMETERS: Record<string, string> = {
  role: 'subscriber',
  uuid: '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f809a1b',
};

const pagePaths = ROUTE_PATTERNS.map((pattern) =>
  pattern.replace(/\/:\w+\?/g, '').replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAMETERS[name];
    if (!value) throw new Error(`No sample value for :${name} in ${pattern}`);
    return value;
  }),
);

/**
 * Where a fresh visitor (no login, no application, no order) lands on a route that needs what they lack, as the
 * spec's guards send them (spec 000 §2, 001 §1–§5); every route not named here shows itself.
 */
const LANDS_ON: Record<string, string> = {
  '/ShippingPage': '/LogOrRegisterPage?shippingPage=true', // a subscriber's page: log in first
  '/RegistrationPage': '/LogOrRegisterPage?register=true', // the names come first, on the register tab
  '/SummaryPlanPage': '/OwnPlanPage', // no plan chosen
  '/SummaryAddonPage': '/ThreeDollarMonPage', // no add-on chosen
  '/ContactInfoPage': '/ZipCodePage', // the wizard's later steps need the zip and the steps before
  '/TribalStatusPage': '/ZipCodePage',
  '/HouseholdInformationPage': '/ZipCodePage',
  '/QualificationPage': '/ZipCodePage',
  '/AgreementPage': '/ZipCodePage',
  '/VerifyPage': '/ZipCodePage',
  '/TransferAcpPlan': '/ConfirmAddress?transfer=yes', // the transfer starts from the address
  '/PaymentPage': '/', // no payment named
  '/Invoice': '/', // no invoice named
  '/CompletedACP': '/', // no enrolment named
  '/EnrollDevices': '/', // no enrolment named
  '/LogOut': '/', // logged out, back home
};

/** The whole address of `path` (its query included) in `language` on this run's site; the home page's with or
 * without its closing slash. */
function addressOf(language: Locale, path: string): RegExp {
  const escaped = localePath(language, path)
    .replace(/\/$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^[a-z]+://[^/]+${escaped}/?$`);
}

// A key page's visit checks that it is findable too: each of them must be a route visited here.
const unvisited = FINDABLE_PAGES.filter((key) => !pagePaths.includes(key.path));
if (unvisited.length > 0) throw new Error(`Key pages no route visits: ${unvisited.map((key) => key.path)}`);

/**
 * Every route is visited in both languages and on both viewports, pairwise: a route runs in one language on the
 * phone and in the other on the desktop (alternating from route to route), which covers every route with each
 * language and each viewport at half the cost of every combination.
 */
const viewport = (routeIndex: number, languageIndex: number) =>
  (routeIndex + languageIndex) % 2 === 0 ? '@phone' : '@desktop';

LOCALES.forEach((language, languageIndex) => {
  test.describe(`every route in ${language}`, () => {
    test.use({ language });

    pagePaths.forEach((path, routeIndex) => {
      test(
        path,
        { tag: viewport(routeIndex, languageIndex) },
        async ({ sharedPage: page, request, baseURL }, testInfo) => {
          // The page and its HTML agree (no hydration error) and nothing else goes wrong on arrival (issue 26).
          const console = watchConsole(page);
          await page.goto(path);
          const landsOn = addressOf(language, LANDS_ON[path] ?? path);
          // A route that needs a visitor's state sends a fresh visitor on (LANDS_ON); wait until it has.
          if (LANDS_ON[path]) await expect(page).toHaveURL(landsOn);
          if (FINDABLE_PAGES.some((key) => key.path === path))
            await expectFindable(page, request, baseURL, language, path);

          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('main')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          await page.screenshot({ path: screenshotPath(testInfo, `${language}${path}`) });
          await expectNoSeriousA11yViolations(page);
          // What the page says on arrival, its toasts included, is in the visitor's language (issue 18, W-8, W-9).
          await page.waitForLoadState('networkidle');
          // Settled: any other route stays where it is (a guard's redirect comes after the first paint).
          expect(page.url()).toMatch(landsOn);
          await expectOneLanguage(page, language);
          console.stop();
          expect(console.errors).toEqual([]);
        },
      );
    });
  });
});
