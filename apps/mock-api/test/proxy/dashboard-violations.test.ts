import { type Browser, chromium, type Page } from '@playwright/test';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app';
import { buildProxy, documentedExample, listen } from './proxy-setup';

/** The Debian Chromium, as the web's browser tests launch it (apps/web/playwright.config.ts). */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

describe('the dashboard shows the violations live, grouped by operation', () => {
  const carrier = Fastify();
  carrier.get('/public/plan/:id', () => ({
    ...documentedExample('getPlan'),
    promo: '<img src=x onerror=alert(1)>',
  }));
  carrier.get('/public/plan', (_request, reply) => reply.code(418).send({}));
  let proxy: BuiltApp;
  let url: string;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    proxy = await buildProxy(await listen(carrier));
    url = await listen(proxy.app);
    proxy.world.settings.publicUrl = url;
    browser = await chromium.launch(CHROMIUM);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => pageErrors.push(`dialog: ${dialog.message()}`));
  });
  afterAll(async () => {
    await browser?.close();
    await proxy.app.close();
    await carrier.close();
  });

  const group = (operationId: string) => page.locator(`#violations section[data-operation="${operationId}"]`);

  it('fills in as exchanges break the document, without a reload', async () => {
    await page.goto(`${url}/__mock`);
    await expect.poll(() => page.locator('#violations .count').textContent()).toBe('none');
    await fetch(`${url}/public/plan/4`, { headers: { 'x-mock-session': 'demo-anna' } });
    await fetch(`${url}/public/plan/5`);
    await fetch(`${url}/public/plan`);
    await expect.poll(() => page.locator('#violations .count').textContent()).toBe('3');
    expect(await group('getPlan').locator('h3').textContent()).toBe('getPlan 2');
    expect(await group('listPlans').locator('tbody tr').count()).toBe(1);
    expect(await page.locator('#violations section.group h3').allTextContents()).toEqual([
      'listPlans 1',
      'getPlan 2',
    ]);
    expect(await group('getPlan').locator('tbody tr').last().textContent()).toContain('/body/promo');
    expect(await group('getPlan').locator('tbody tr').last().textContent()).toContain('demo-anna');
    expect(pageErrors).toEqual([]);
  });

  it('clears them', async () => {
    await page.locator('#violations [data-action=clear]').click();
    await expect.poll(() => page.locator('#violations .count').textContent()).toBe('none');
    expect(proxy.violations.list()).toEqual([]);
  });
});
