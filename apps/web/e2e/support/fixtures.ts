import { test as base, expect, type Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales';
import { ContextPool } from './context-pool';
import { watchForFailure } from './failure-report';

export { LOCALES } from '../../src/i18n/locales';
export { expect };

/**
 * The viewport tag of a journey that reads the same at both widths (e2e/README.md): English on the phone, Spanish
 * on the desktop, so each such journey is seen at both widths and in both languages, at half the cost of every
 * combination.
 */
export const PAIRED_VIEWPORT = { en: '@phone', es: '@desktop' } as const satisfies Record<Locale, string>;

const BROWSER_LOCALE = { en: 'en-US', es: 'es-US' } as const satisfies Record<Locale, string>;

function runEnv(name: 'E2E_BASE_URL' | 'E2E_MOCK_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through playwright.config.ts`);
  return value;
}

/** The mock carrier this run's site talks to. */
export interface MockCarrier {
  url: string;
  /** Back to the seed: accounts, orders, armed scenarios, clock. */
  reset(): Promise<void>;
}

/**
 * Picks the site's language before the first page script runs (the site keeps it in localStorage `user-locale`);
 * a language the test then chooses on the page stays chosen across loads.
 */
const chooseLanguage = (locale: Locale) => {
  if (localStorage.getItem('user-locale') === null) localStorage.setItem('user-locale', locale);
};

/**
 * The site's browser tests.
 * - `language` (option): the site's language; `test.use({ language: 'es' })` in a `describe`.
 * - `page`: a fresh page in that language, for journeys that change anything, in a browser context the worker
 *   keeps and empties after each test (`context-pool.ts`).
 * - `ownContext` (option): the page gets a new browser context of its own instead, for a test that changes what a
 *   kept context cannot take back (`page.clock`, CPU throttling).
 * - `sharedPage`: the worker's page in that language, for read-only visits (no login, no state change):
 *   a new browser context per test costs more than the visit itself.
 * - `mock`: the running mock carrier.
 */
export const test = base.extend<
  { language: Locale; ownContext: boolean; sharedPage: Page; mock: MockCarrier },
  { pagesByLanguage: (language: Locale) => Promise<Page>; contextPool: ContextPool }
>({
  language: ['en', { option: true }],
  ownContext: [false, { option: true }],

  // The browser's own language is the site's: the mock's hosted pages follow it (Accept-Language), as a Spanish
  // visitor's browser would have them.
  locale: async ({ language }, use) => use(BROWSER_LOCALE[language]),

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => use(runEnv('E2E_BASE_URL')),

  contextPool: [
    async ({ browser }, use) => {
      const site = runEnv('E2E_BASE_URL');
      const pool = new ContextPool(browser, `${site}/robots.txt`, [site, runEnv('E2E_MOCK_URL')]);
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],

  // Every context option Playwright has is named here, and again as the kept context's key: a kept context serves
  // only tests that ask for the same (Playwright reads a fixture's dependencies from its pattern, one name each).
  page: async (
    {
      browser,
      contextPool,
      ownContext,
      language,
      acceptDownloads,
      bypassCSP,
      clientCertificates,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      hasTouch,
      geolocation,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      viewport,
      timezoneId,
      userAgent,
      baseURL,
      contextOptions,
      serviceWorkers,
    },
    use,
    testInfo,
  ) => {
    const page = ownContext
      ? await (await browser.newContext()).newPage()
      : await contextPool.page({
          acceptDownloads,
          bypassCSP,
          clientCertificates,
          colorScheme,
          contrast,
          deviceScaleFactor,
          extraHTTPHeaders,
          forcedColors,
          hasTouch,
          geolocation,
          httpCredentials,
          ignoreHTTPSErrors,
          isMobile,
          javaScriptEnabled,
          locale,
          offline,
          permissions,
          proxy,
          reducedMotion,
          screen,
          storageState,
          viewport,
          timezoneId,
          userAgent,
          baseURL,
          contextOptions,
          serviceWorkers,
        });
    const failed = watchForFailure(page);
    await page.addInitScript(chooseLanguage, language);
    await use(page);
    await failed(testInfo);
    if (ownContext) await page.context().close();
    else await contextPool.release(page);
  },

  pagesByLanguage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch } = workerInfo.project.use;
      const pages = new Map<Locale, Promise<Page>>();
      // A context per language: pages of one context share localStorage, and so the language.
      const open = async (language: Locale) => {
        const context = await browser.newContext({
          viewport,
          isMobile,
          hasTouch,
          locale: BROWSER_LOCALE[language],
          baseURL: runEnv('E2E_BASE_URL'),
        });
        await context.addInitScript(chooseLanguage, language);
        return context.newPage();
      };
      await use((language) => {
        const page = pages.get(language) ?? open(language);
        pages.set(language, page);
        return page;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],

  sharedPage: async ({ pagesByLanguage, language }, use, testInfo) => {
    const page = await pagesByLanguage(language);
    const failed = watchForFailure(page);
    await use(page);
    await failed(testInfo);
  },

  mock: async ({ request }, use) => {
    const url = runEnv('E2E_MOCK_URL');
    await use({
      url,
      reset: async () => {
        const response = await request.post(`${url}/__mock/reset`);
        expect(response.ok(), `POST ${url}/__mock/reset answered ${response.status()}`).toBe(true);
      },
    });
  },
});
