import type { APIRequestContext, Page } from '@playwright/test';
import { localePath } from '../../src/i18n/locale-path';
import type { Locale } from '../../src/i18n/locales';
import { copy } from './copy';
import { expect } from './fixtures';

/** Pages with their own title and description (document-head.ts), by the catalogue key of their words. */
export const FINDABLE_PAGES = [
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

export const titleOf = (language: Locale, meta: string) =>
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

/**
 * The key page at `path` (of FINDABLE_PAGES), just opened in `language`: its address in that language, its own
 * title, description, language and canonical address, and the same in the HTML a crawler that runs no script reads.
 */
export async function expectFindable(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  language: Locale,
  path: string,
): Promise<void> {
  const meta = FINDABLE_PAGES.find((candidate) => candidate.path === path)?.meta;
  if (!meta) throw new Error(`${path} is not a key page`);
  const address = localePath(language, path);
  const expected = {
    lang: language,
    title: titleOf(language, meta),
    description: copy(language, `meta.${meta}.description`),
  };
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
