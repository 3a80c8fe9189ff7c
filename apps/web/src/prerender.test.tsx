// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { asFirstVisit } from '../scripts/first-visit-storage';
import { env } from './config/env';

// A production build's pre-render (a demo build's calls carry the tab's X-Mock-Session, so its pages preload nothing).
vi.mock('./lib/demo/demo-build', () => ({ DEMO_BUILD: false }));

const render = (path: string, locale: 'en' | 'es') =>
  asFirstVisit(async () => (await import('./prerender')).renderPage(path, locale));

describe('the pre-render of a page with carrier data', () => {
  it('hands the HTML the catalogue reads the price pages make, in both languages, to preload', async () => {
    const catalogue = [`${env.carrierBaseUrl}/public/plan`, `${env.carrierBaseUrl}/public/plan_pricing`];
    expect((await render('/PrePaidPage', 'en')).preloads).toEqual(catalogue);
    expect((await render('/PrePaidPage', 'es')).preloads).toEqual(catalogue);
    expect((await render('/ThreeDollarMonPage', 'es')).preloads).toEqual([
      ...catalogue,
      `${env.carrierBaseUrl}/public/add-on_plan?isActive=true`,
    ]);
  });

  it('shows the price pages with their placeholder, never with a catalogue read at build time', async () => {
    const { html } = await render('/PrePaidPage', 'en');
    expect(html).toContain('Prepaid service');
    expect(html).not.toContain('$3.00 per');
  });

  it('preloads nothing on a page whose loaders read no carrier data', async () => {
    expect((await render('/AgentPage', 'en')).preloads).toEqual([]);
  });
});
