import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import { PRERENDERED_PATHS } from '../scripts/prerender-plugin';
import { localePath } from '../src/i18n/locale-path';
import { watchConsole } from './support/console';
import { expect, LOCALES, test } from './support/fixtures';

/**
 * The queries the specification gives a route (spec 000 §2, 001 §1–§5), each loaded afresh: a pre-rendered page's
 * HTML was made without one, so a page whose first view reads its query must not hydrate that HTML as its own.
 * (Every route without a query is loaded by smoke.spec.ts, console watched too.)
 */
const QUERIES = [
  '/LogOrRegisterPage?register=true',
  '/LogOrRegisterPage?register=false',
  '/LogOrRegisterPage?shippingPage=true',
  '/LogOrRegisterPage?tribal=true',
  '/LogOrRegisterPage?firstName=Ana&lastName=Diaz',
  '/?logout=yes',
  '/ACPPage?logout=yes',
  '/SummaryPlanPage?plan=3&price=1',
  '/SummaryPlanPage?numberPlan=3',
  '/SummaryAddonPage?addon=1',
  '/CongratulationSimActivatedPage?addon=true',
  '/SorryZipCodePage?state=Texas',
  '/PersonalnfoPage?profileStep=1',
  '/VerifyEmailPage?emailAddress=ana%40example.com',
  '/ResetPasswordPage/subscriber?token=expired',
  '/error-page?message=U29tZXRoaW5nIGJyb2tl',
  '/EnhancedService?statusEnhance=1',
  '/ConfirmAddress?transfer=yes',
  '/EnrollStep?code=CANNOT_UPDATE_DEVICE',
];

for (const language of LOCALES) {
  test.describe(`the page and its HTML agree in ${language}`, () => {
    test.use({ language });

    for (const address of QUERIES)
      test(`${address} logs no error`, { tag: language === 'en' ? '@phone' : '@desktop' }, async ({
        sharedPage: page,
      }) => {
        const console = watchConsole(page);
        try {
          await page.goto(localePath(language, address));
          await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          expect(console.errors).toEqual([]);
        } finally {
          console.stop();
        }
      });
  });
}

/**
 * A host that answers every path with index.html (the SPA fallback of many hosts): every page gets the home page's
 * HTML. The page sees that the HTML is not its own and renders afresh, without an error.
 */
test.describe('served by a host that answers every path with index.html', { tag: '@desktop' }, () => {
  let host: Server;
  let origin = '';
  test.beforeAll(async () => {
    const dir = process.env.E2E_SITE_DIR;
    if (!dir) throw new Error('E2E_SITE_DIR is not set: run the browser tests through playwright.config.ts');
    // Files as they are (no clean URLs); any other path gets index.html, the home page.
    const files = sirv(dir, { extensions: [] });
    const home = readFileSync(join(dir, 'index.html'));
    host = createServer((req, res) =>
      files(req, res, () => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(home);
      }),
    );
    host.listen(0, '127.0.0.1');
    await once(host, 'listening');
    origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise((resolve) => host.close(resolve)));

  for (const language of LOCALES)
    for (const path of PRERENDERED_PATHS.filter((path) => path !== '/'))
      test(`${localePath(language, path)} renders afresh`, async ({ page }) => {
        // The mock carrier answers the site's own origin; this host's pages get its answers as that origin would.
        await page.route(
          (url) => url.origin === process.env.E2E_MOCK_URL,
          async (route) => {
            const response = await route.fetch();
            await route.fulfill({
              response,
              headers: { ...response.headers(), 'access-control-allow-origin': origin },
            });
          },
        );
        const console = watchConsole(page);
        const address = localePath(language, path);
        const html = await (await page.request.get(`${origin}${address}`)).text();
        expect(html, 'the host serves the home page for every path').toContain('data-prerendered="/"');
        await page.goto(`${origin}${address}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname).toBe(address);
        expect(console.errors).toEqual([]);
      });
});
