import { copy } from './support/copy';
import { titleOf } from './support/findable';
import { expect, test } from './support/fixtures';

// Each key page's title, description, language and canonical address, in both languages and in its HTML, are
// checked by its visit in smoke.spec.ts (expectFindable).

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
