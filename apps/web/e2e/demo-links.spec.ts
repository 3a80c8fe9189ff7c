import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '../src/i18n/locales';
import { copy } from './support/copy';
import { expect, LOCALES, PAIRED_VIEWPORT, test } from './support/fixtures';
import { payAtCheckout, submitDocuments } from './support/hosted-pages';
import { screenshotPath } from './support/screenshots';

/** The demo panel's own English words (its catalogue sits beside it). */
const panel: Record<string, string> = JSON.parse(
  readFileSync(new URL('../src/features/demo-panel/messages/en.json', import.meta.url), 'utf8'),
);
const buttonIn = (language: Locale) => (page: Page, id: string) =>
  page.getByRole('button', { name: copy(language, id), exact: true });

/** This tab's mock session (the demo build keeps it in sessionStorage, one per tab). */
const sessionOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('mock-session'));

/** The scenarios armed for one session alone, as the mock lists them. */
async function armedFor(request: APIRequestContext, mockUrl: string, session: string | null) {
  expect(session).toMatch(/^tab-/);
  const response = await request.get(`${mockUrl}/__mock/scenarios`, {
    headers: { 'X-Mock-Session': session ?? '' },
  });
  const { armed } = (await response.json()) as { armed: { scenario: string; session: string | null }[] };
  return armed
    .filter((entry) => entry.session === session)
    .map((entry) => entry.scenario)
    .sort();
}

/** A well-formed ESN no test used yet (never one of the mock's magic endings). */
const freshEsn = () =>
  `89${`${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-14)}`.replace(/(0409|0500|0404)$/, '1234');

/**
 * How each starter's journey goes on from its first page, and the page the specification names as its outcome
 * (the mock's catalogue, apps/mock-api/src/starters/catalogue.ts, says the same in the README's sheet).
 */
type Journey = { first: RegExp; walk?: (page: Page) => Promise<void>; outcome: RegExp };

/** Every page in the visitor's language, the mock's hosted pages (checkout, verifier) too. */
const journeysIn = (language: Locale): Record<string, Journey> => {
  const t = (id: string) => copy(language, id);
  const button = buttonIn(language);
  return {
    'enrolment-duplicate': {
      first: /\/ConfirmAddress$/,
      walk: (page) => button(page, 'enrolment.confirmAddress.submit').click(),
      outcome: /\/TransferAcpPlan$/,
    },
    'transfer-ineligible': {
      first: /\/ConfirmAddress\?transfer=yes$/,
      walk: (page) => button(page, 'enrolment.confirmAddress.submitTransfer').click(),
      outcome: /\/Failure$/,
    },
    'enrolment-application-not-found': {
      first: /\/ConfirmAddress$/,
      walk: (page) => button(page, 'enrolment.confirmAddress.submit').click(),
      outcome: /\/EnrolmentFailure$/,
    },
    'eligibility-pending': { first: /\/(ACPEligibilityCheck|Reviewing)/, outcome: /\/Reviewing/ },
    'eligibility-rejected': {
      first: /\/(ACPEligibilityCheck|NotVerifedEligiblePage)/,
      outcome: /\/NotVerifedEligiblePage$/,
    },
    'verifier-round-trip': {
      first: /\/verifier\/[^/]+\/resolution$/,
      // The verifier's simulation decides COMPLETE unless told otherwise.
      walk: (page) => submitDocuments(page, language),
      outcome: /\/EnrollStep$/,
    },
    'sim-already-activated': {
      first: /\/ActiveSimCardPage$/,
      walk: async (page) => {
        await page.getByRole('textbox', { name: t('activation.form.esn') }).fill(freshEsn());
        await page.getByRole('textbox', { name: t('activation.form.code') }).fill('123456');
        await button(page, 'activation.form.continue').click();
        await expect(page.getByRole('alert')).toContainText(t('activation.alreadyActivated'));
      },
      outcome: /\/error-page\?message=/,
    },
    'payment-declined': {
      first: /\/checkout\/[^/]+$/,
      walk: async (page) => {
        // Any card: the armed scenario declines it.
        await payAtCheckout(page, language);
        await expect(page.getByRole('heading', { name: t('payment.failed') })).toBeVisible();
        // The starter's purchase is this tab's cart: the result leads back to its order (N-11).
        await expect(page.getByRole('link', { name: t('checkout.payment.backToCart') })).toHaveAttribute(
          'href',
          /\/SummaryPlanPage\?plan=5&price=12$/,
        );
      },
      outcome: /\/PaymentPage\?paymentId=/,
    },
    'payment-pending': {
      first: /\/checkout\/[^/]+$/,
      walk: async (page) => {
        await payAtCheckout(page, language);
        await expect(page.getByRole('heading', { name: t('payment.pending') })).toBeVisible();
      },
      outcome: /\/PaymentPage\?paymentId=/,
    },
    'session-expired': {
      first: /\/(ShippingPage|LogOrRegisterPage)/,
      outcome: /\/LogOrRegisterPage\?shippingPage=true$/,
    },
  };
};

test.describe('demo links', { tag: '@desktop' }, () => {
  test('?scenario= arms for the tab that opens it, shows it armed and leaves the address bar; its copied link arms another tab, never this one', async ({
    context,
    request,
    mock,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const armed = await context.newPage();
    const other = await context.newPage();
    await other.goto('/');
    const scenarios = [
      'activation.already-activated',
      'auth.login.email-not-verified',
      'catalogue.plan.not-found',
    ];

    await armed.goto(
      `/InternationalRatePage?scenario=${scenarios[0]},${scenarios[1]}&scenario=${scenarios[2]}`,
    );
    await expect(armed).toHaveURL(/\/InternationalRatePage$/);
    await armed.getByRole('button', { name: 'Demo scenarios' }).click();
    const demo = armed.getByRole('complementary', { name: 'Demo scenarios' });
    const armedRegion = demo.getByRole('region', { name: 'Armed for this tab' });
    for (const scenario of scenarios) await expect(armedRegion).toContainText(`${scenario} ×1`);
    expect(await armedFor(request, mock.url, await sessionOf(armed))).toEqual(scenarios);
    expect(await armedFor(request, mock.url, await sessionOf(other))).toEqual([]);

    await demo.getByRole('button', { name: 'Copy link' }).click();
    await expect(demo.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
    const link = await armed.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(
      new RegExp(`/InternationalRatePage\\?scenario=${scenarios.join(',').replaceAll('.', '\\.')}$`),
    );
    await armed.screenshot({ path: screenshotPath(testInfo, 'demo-link-armed') });

    await other.goto(link);
    await expect(other).toHaveURL(/\/InternationalRatePage$/);
    expect(await armedFor(request, mock.url, await sessionOf(other))).toEqual(scenarios);
    expect(await armedFor(request, mock.url, await sessionOf(armed))).toEqual(scenarios);
    const armedCounts = await request.get(`${mock.url}/__mock/scenarios`, {
      headers: { 'X-Mock-Session': (await sessionOf(armed)) ?? '' },
    });
    const { armed: entries } = (await armedCounts.json()) as { armed: { remaining: number }[] };
    expect(entries.map((entry) => entry.remaining)).toEqual([1, 1, 1]);
  });

  test('a link naming a scenario the mock does not have opens the panel to say so', async ({ page }) => {
    await page.goto('/?scenario=no.such-scenario');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('complementary', { name: 'Demo scenarios' }).getByRole('alert'),
    ).toContainText('no.such-scenario');
  });

  test('the panel lists one starter for each failure path the mock names', async ({
    page,
    request,
    mock,
  }) => {
    const response = await request.get(`${mock.url}/__mock/starters`);
    const { starters } = (await response.json()) as { starters: { id: string }[] };
    expect(starters.map((starter) => starter.id).sort()).toEqual(Object.keys(journeysIn('en')).sort());
    await page.goto('/');
    await page.getByRole('button', { name: 'Demo scenarios' }).click();
    const list = page.getByRole('region', { name: 'Journey starters' });
    for (const { id } of starters)
      await expect(list.getByRole('link', { name: panel[`demo.starter.${id}`] })).toHaveAttribute(
        'href',
        new RegExp(`/\\?starter=${id}$`),
      );
  });

  test("a starter opened in a new tab from a demo tab runs in a session of its own, never the first tab's", async ({
    page,
    request,
    mock,
  }) => {
    const context = page.context();
    // A scenario the home page does not spend.
    await page.goto('/?scenario=activation.already-activated');
    await expect(page).toHaveURL(/\/$/);
    const first = await sessionOf(page);
    await page.getByRole('button', { name: 'Demo scenarios' }).click();
    const starter = page
      .getByRole('region', { name: 'Journey starters' })
      .getByRole('link', { name: panel['demo.starter.enrolment-duplicate'] });
    // As a demoer opens it beside the first: a new tab (Ctrl+click), and a window the page opens itself.
    const [clicked] = await Promise.all([
      context.waitForEvent('page'),
      starter.click({ modifiers: ['Control'] }),
    ]);
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((href) => window.open(href ?? ''), await starter.getAttribute('href')),
    ]);
    for (const tab of [clicked, opened]) {
      await expect(tab).toHaveURL(/\/ConfirmAddress$/);
      const own = await sessionOf(tab);
      expect(own).not.toBe(first);
      expect(await armedFor(request, mock.url, own)).toEqual(['nlad.enroll.duplicate']);
    }
    expect(await armedFor(request, mock.url, first)).toEqual(['activation.already-activated']);
  });
});

// Each starter in both languages and at both widths: English on the phone, Spanish on the desktop (e2e/README.md).
for (const language of LOCALES) {
  test.describe(`journey starters in ${language}`, { tag: PAIRED_VIEWPORT[language] }, () => {
    test.use({ language });
    for (const [id, journey] of Object.entries(journeysIn(language))) {
      test(`starter ${id}: from a fresh tab to its outcome`, async ({ page, request, mock }, testInfo) => {
        await page.goto(`/?starter=${id}`);
        await expect(page).toHaveURL(journey.first);
        expect(page.url()).not.toContain('starter=');
        await journey.walk?.(page);
        await expect(page).toHaveURL(journey.outcome);
        await page.screenshot({ path: screenshotPath(testInfo, `${language}-starter-${id}`) });
        // Each scenario the starter armed was spent by this tab's journey.
        expect(await armedFor(request, mock.url, await sessionOf(page))).toEqual([]);
      });
    }
  });
}
