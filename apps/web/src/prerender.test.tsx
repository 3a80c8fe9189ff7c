// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { asFirstVisit } from '../scripts/first-visit-storage';
import { env } from './config/env';

// A production build's pre-render (a demo build's calls carry the tab's X-Mock-Session, so its pages preload nothing).
vi.mock('./lib/demo/demo-build', () => ({ DEMO_BUILD: false }));

const render = (path: string, locale: 'en' | 'es') =>
  asFirstVisit(async () => (await import('./prerender')).renderPage(path, locale));

const catalogue = [`${env.carrierBaseUrl}/public/plan`, `${env.carrierBaseUrl}/public/plan_pricing`];

/** The price pages and the carrier reads their loaders make in the browser. */
const PRICE_PAGES = [
  { path: '/PrePaidPage', reads: catalogue },
  {
    path: '/ThreeDollarMonPage',
    reads: [...catalogue, `${env.carrierBaseUrl}/public/add-on_plan?isActive=true`],
  },
];

describe('the pre-render of the price pages', () => {
  for (const { path, reads } of PRICE_PAGES)
    for (const locale of ['en', 'es'] as const)
      it(`${path} in ${locale}: hands its HTML the carrier reads to preload, and shows no price read at build time`, async () => {
        const page = await render(path, locale);
        expect(page.preloads).toEqual(reads);
        expect(page.html).not.toMatch(/\$3\.00/);
      });

  it('preloads nothing on a page whose loaders read no carrier data', async () => {
    expect((await render('/AgentPage', 'en')).preloads).toEqual([]);
  });
});
