import type { APIRequestContext, Page } from '@playwright/test';
import { localePath } from '../src/i18n/locale-path';
import type { Locale } from '../src/i18n/locales';
import { copy } from './support/copy';
import { expect, LOCALES, PAIRED_VIEWPORT, test } from './support/fixtures';

/** Pages with their own title and description (document-head.ts), by the catalogue key of their words. */
const PAGES = [
  { path: '/', meta: 'site' },
  { path: '/ACPPage', meta: 'acp' },
  { path: '/PrePaidPage', meta: 'prepaid' },
  { path: '/OwnPlanPage', meta: 'ownPlan' },
  { path: '/ThreeDollarMonPage', meta: 'threeDollar' },
  { path: '/ZipCodePage', meta: 'zipCode' },
  { path: '/InternationalRatePage', meta: 'internationalRate' },
  { path: '/AgentPage', meta: 'agent' },
  { path: '/LogOrRegisterPage', meta: 'logOrRegister' },
];

const titleOf = (language: Locale, meta: string) =>
  meta === 'site'
    ? copy(language, 'meta.site.title')
    : copy(language, 'meta.titleTemplate', { page: copy(language, `meta.${meta}.title`) });

async function head(page: Page) {
  return {
    lang: await page.locator('html').getAttribute('lang'),
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
  };
}

/** The page's HTML as a crawler that runs no script reads it. */
async function served(request: APIRequestContext, address: string) {
  const response = await request.get(address);
  expect(response.status(), address).toBe(200);
  const html = await response.text();
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  };
}

const unescapeHtml = (text: string | undefined) =>
  text
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

for (const language of LOCALES) {
  test.describe(`findable pages in ${language}`, { tag: PAIRED_VIEWPORT[language] }, () => {
    test.use({ language });

    test('each key page has its own title, description, language and canonical address, in its HTML too', async ({
      sharedPage: page,
      request,
      baseURL,
    }) => {
      for (const { path, meta } of PAGES) {
        const address = localePath(language, path);
        const expected = {
          lang: language,
          title: titleOf(language, meta),
          description: copy(language, `meta.${meta}.description`),
        };
        await page.goto(path);
        await expect(page).toHaveURL(`${baseURL}${address}`);
        await expect
          .poll(() => head(page), { message: path })
          .toEqual({ ...expected, canonical: `${baseURL}${address}` });
        const html = await served(request, address);
        expect(
          { ...html, title: unescapeHtml(html.title), description: unescapeHtml(html.description) },
          address,
        ).toEqual(expected);
      }
    });
  });
}

test('choosing the other language loads the page at its address in that language', {
  tag: '@desktop',
}, async ({ page, baseURL }) => {
  await page.goto('/ACPPage');
  await page.getByRole('link', { name: copy('en', 'layout.language.es'), exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/es/ACPPage`);
  await expect(page).toHaveTitle(titleOf('es', 'acp'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('link', { name: copy('es', 'layout.language.es'), exact: true }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(
    page.getByRole('link', { name: copy('es', 'layout.language.en'), exact: true }),
  ).not.toHaveAttribute('aria-current');
  await page.goto('/PrePaidPage');
  await expect(page).toHaveURL(`${baseURL}/es/PrePaidPage`);
  await page.getByRole('link', { name: copy('es', 'layout.language.en'), exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/PrePaidPage`);
  await expect(page).toHaveTitle(titleOf('en', 'prepaid'));
});

test('robots.txt, the icons and the web manifest are served as what they are', { tag: '@phone' }, async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*$/m);

  const types: Record<string, RegExp> = {
    '/favicon.ico': /^image\/(x-icon|vnd\.microsoft\.icon)/,
    '/favicon.svg': /^image\/svg\+xml/,
    '/apple-touch-icon.png': /^image\/png/,
  };
  for (const [path, type] of Object.entries(types)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
  }

  const manifest = await request.get('/site.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = await manifest.json();
  expect(body.name).toBe(copy('en', 'layout.brand'));
  expect(body.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of body.icons as { src: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
  }

  const missing = await request.get('/assets/missing.js');
  expect(missing.status()).toBe(404);
});
