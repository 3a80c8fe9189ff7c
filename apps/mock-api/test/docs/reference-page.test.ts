import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANG_GUARD } from '../../../../vitest.shared';
import { type BuiltApp, buildApp } from '../../src/app';
import { testSettings } from '../build';

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

let built: BuiltApp;
let browser: Browser;
let page: Page;
let mock: string;
/** Requests for anything but the mock: blocked, and listed here. */
const leaving: string[] = [];
const failed: string[] = [];
const consoleErrors: string[] = [];

beforeAll(async () => {
  built = await buildApp(testSettings());
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  mock = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  built.world.settings.publicUrl = mock;
  browser = await chromium.launch(CHROMIUM);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // A wait that fails says what it waited for, before the run's hang guard stops the test; until then, a loaded
  // machine may take as long as it takes (CI's first load of this page once took more than ten seconds).
  page.setDefaultTimeout(HANG_GUARD.testTimeout / 2);
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (new URL(url).origin === mock) return route.continue();
    leaving.push(url);
    return route.abort('blockedbyclient');
  });
  page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(`${mock}/__mock/docs`);
});

afterAll(async () => {
  await browser?.close();
  await built?.app.close();
});

const title = (text: string) => page.locator('h1.title', { hasText: text });
const operation = (tag: string, operationId: string) => page.locator(`#operations-${tag}-${operationId}`);
const bar = () => page.locator('form#try-it');

describe('the API reference at /__mock/docs, offline in Chromium', () => {
  it('shows the carrier document by tag and operation, with its schemas', async () => {
    await title('Carrier API').waitFor();
    for (const tag of ['auth', 'catalogue', 'purchase', 'benefit', 'nlad'])
      await page.locator(`#operations-tag-${tag}`).waitFor();
    await operation('nlad', 'enrollNlad').waitFor();
    // Swagger UI reads the schemas as JSON Schema 2020-12 (the dialect both documents declare).
    await page.locator('section.models .json-schema-2020-12__title', { hasText: /^ErrorCode$/ }).waitFor();
  });

  it('arms the chosen scenario for the chosen session before a try-it call, and shows its outcome', async () => {
    await bar().locator('input[name=session]').fill('docs-test');
    await bar().locator('select[name=scenario]').selectOption('utility.reseller-code.invalid');
    const call = operation('utility', 'validateResellerCode');
    await call.locator('.opblock-summary-control').click();
    await call.locator('button.execute').click();

    // RS-ALPHA, the document's example, is a valid code: only the armed scenario answers isValid false.
    const response = call.locator('.live-responses-table');
    await response.getByText('"isValid": false').waitFor();
    await response.getByText('x-mock-outcome: utility.reseller-code.invalid').waitFor();
    await bar()
      .getByText(
        '200 from /public/utility/is_valid_reseller_code · X-Mock-Outcome: utility.reseller-code.invalid (armed: utility.reseller-code.invalid)',
      )
      .waitFor();
    const [logged] = built.world.loggedRequests().slice(-1);
    expect(logged).toMatchObject({
      operationId: 'validateResellerCode',
      session: 'docs-test',
      outcome: 'utility.reseller-code.invalid',
    });
    expect(built.world.scenarios.listArmed('docs-test')).toEqual([]);
  });

  it("sends the chosen Prefer: code= with a carrier call and shows the documented example's outcome", async () => {
    await bar().locator('input[name=prefer]').fill('200');
    const call = operation('catalogue', 'getPlan');
    await call.locator('.opblock-summary-control').click();
    await call.locator('input[placeholder=id]').fill('1');
    await call.locator('button.execute').click();
    await bar().getByText('200 from /public/plan/1 · X-Mock-Outcome: prefer:code=200').waitFor();
    await bar().locator('input[name=prefer]').fill('');
  });

  it('shows the control document too', async () => {
    await page.locator('.topbar select').selectOption({ label: 'Mock control API (mock-control.yaml)' });
    await title('Mock Carrier Control API').waitFor();
    await operation('scenarios', 'armScenario').waitFor();
    await operation('reference', 'getApiDocument').waitFor();
  });

  it('loaded everything from the mock: no request left, none failed, no console error', () => {
    expect(leaving).toEqual([]);
    expect(failed).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(built.app.contractViolations, 'replies that break a document').toEqual([]);
  });
});
