import { matchesRoute } from '@carrier/domain';
import { type RunningSite, serveSite } from '../scripts/site-server';
import { expect, test } from './support/fixtures';

/**
 * The site server (scripts/site-server.ts, as `pnpm perf` and the budget gate run it) serves the build as
 * apps/web/README.md "Hosting" asks of any host.
 */
test.describe('the site as its server hosts it', { tag: '@desktop' }, () => {
  test.use({ bypassCSP: false });
  let site: RunningSite;
  test.beforeAll(async () => {
    const dir = process.env.E2E_SITE_DIR;
    if (!dir) throw new Error('E2E_SITE_DIR is not set: run the browser tests through playwright.config.ts');
    site = await serveSite(dir, { isRoute: (path) => matchesRoute(path) });
  });
  test.afterAll(() => site.close());

  test('pages, the app shell, 404s, caching, compression and security headers', async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: site.url });
    const page = await request.get('/es/ACPPage', { headers: { 'accept-encoding': 'br' } });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('data-prerendered="/es/ACPPage"');
    const headers = page.headers();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(policy).toContain(`connect-src 'self' ${process.env.E2E_MOCK_URL}`);
    expect(policy).toContain("frame-ancestors 'none'");

    // A route with no pre-rendered page gets the app shell, with the same headers.
    const shell = await request.get('/SummaryPlanPage?plan=3');
    expect(shell.status()).toBe(200);
    expect(await shell.text()).not.toContain('data-prerendered');
    expect(shell.headers()['content-security-policy']).toBe(policy);

    // A path of no route: the shell (the route guard sends the visitor on), but a 404 for crawlers.
    expect((await request.get('/NoSuchPage')).status()).toBe(404);
    // A missing file is a 404, never a page; the headers file is the host's, not the site's.
    expect((await request.get('/assets/missing.js')).status()).toBe(404);
    expect((await request.get('/_headers')).status()).toBe(404);

    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())?.[1];
    expect(entry).toBeDefined();
    const asset = await request.get(entry ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-security-policy']).toBe(policy);
  });

  test('an inline script the build did not write does not run', async ({ page }) => {
    await page.goto('/ACPPage');
    await expect(page.getByRole('main').locator('h1')).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
  });
});
