// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { asFirstVisit } from '../scripts/first-visit-storage';
import { env } from './config/env';

// A production build's pre-render (a demo build's calls carry the tab's X-Mock-Session, so its pages preload nothing).
vi.mock('./lib/demo/demo-build', () => ({ DEMO_BUILD: false }));

const render = (path: string, locale: 'en' | 'es') =>
  asFirstVisit(async () => (await import('./prerender')).renderPage(path, locale));

/** The price pages and the carrier reads their loaders make in the browser, in the page's language. */
const PRICE_PAGES = [
  { path: '/PrePaidPage', reads: ['/public/plan?lang=', '/public/plan_pricing'] },
  {
    path: '/ThreeDollarMonPage',
    reads: ['/public/plan?lang=', '/public/plan_pricing', '/public/add-on_plan?isActive=true&lang='],
  },
];

const inLanguage = (reads: string[], locale: string) =>
  reads.map((read) => `${env.carrierBaseUrl}${read.endsWith('lang=') ? read + locale : read}`);

describe('the pre-render of the price pages', () => {
  for (const { path, reads } of PRICE_PAGES)
    for (const locale of ['en', 'es'] as const)
      it(`${path} in ${locale}: hands its HTML the carrier reads to preload, and shows no price read at build time`, async () => {
        const page = await render(path, locale);
        expect(page.preloads).toEqual(inLanguage(reads, locale));
        expect(page.html).not.toMatch(/\$3\.00/);
      });

  it('preloads nothing on a page whose loaders read no carrier data', async () => {
    expect((await render('/AgentPage', 'en')).preloads).toEqual([]);
  });
});
