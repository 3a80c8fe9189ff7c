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

/** The ids that an `aria-*` reference or a label's `for` names and that no element of the page has. */
function danglingReferences(): string[] {
  const ids = new Set(Array.from(document.querySelectorAll('[id]'), (element) => element.id));
  const references = Array.from(
    document.querySelectorAll('[aria-controls],[aria-labelledby],[aria-describedby],label[for]'),
  );
  return references.flatMap((element) =>
    ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for'].flatMap((name) =>
      (element.getAttribute(name)?.split(/\s+/) ?? ([] as string[]))
        .filter((id) => id && !ids.has(id))
        .map((id) => `${element.tagName.toLowerCase()}[${name}="${id}"]`),
    ),
  );
}

// React names tabs' panels by `useId`, which depends on the shape of the tree: the client's must be the pre-render's,
// or the hydrated tabs point at panels the page does not have (axe: aria-valid-attr-value, critical).
for (const language of LOCALES)
  for (const path of ['/LogOrRegisterPage', '/ActiveSimCardPage'])
    test(`${localePath(language, path)}: every id its tabs and labels name is in the page, once hydrated`, {
      tag: language === 'en' ? '@desktop' : '@phone',
    }, async ({ page }) => {
      await page.goto(localePath(language, path));
      // Hydrated: the page's root is ready for the visitor's presses (src/lib/early-actions.ts).
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return root !== null && window.earlyActions?.ready.has(root) === true;
      });
      // The pre-render names the fields' description and error slots, which React Aria drops once it sees them
      // empty, a render after hydrating: a reference still dangling then is one the client made.
      await expect.poll(() => page.evaluate(danglingReferences)).toEqual([]);
      await page.getByRole('tab').last().click();
      await expect(page.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => page.evaluate(danglingReferences)).toEqual([]);
    });

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
