import type { Page } from '@playwright/test';
import { copy } from './support/copy';
import { expect, test } from './support/fixtures';
import { screenshotPath } from './support/screenshots';

/** A well-formed ESN no test used yet (never one of the mock's magic endings). */
const freshEsn = () =>
  `89${`${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-14)}`.replace(/(0409|0500|0404)$/, '1234');

// N-4: the browser silently sends a request again when a kept-alive connection closes without a reply; the armed
// fault must still reach the page. A visitor who opens the demo link in a fresh browser: no connection kept alive
// from an earlier test, as a kept context would have.
test.describe('in a browser context of its own', () => {
  test.use({ ownContext: true });

  test(
    'a dropped connection armed by a demo link shows the network failure',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const t = (id: string) => copy('en', id);
      await page.goto('/ActiveSimCardPage?scenario=fault.connection-dropped');
      await page.getByRole('textbox', { name: t('activation.form.esn') }).fill(freshEsn());
      await page.getByRole('textbox', { name: t('activation.form.code') }).fill('123456');
      await page.getByRole('button', { name: t('activation.form.continue') }).click();
      await expect(page.getByText(t('carrier.networkError')).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: t('activation.done.simTitle') })).toHaveCount(0);
      await page.screenshot({ path: screenshotPath(testInfo, 'connection-dropped') });
    },
  );
});

// N-10: the mock's hosted checkout fits a phone.
test('the hosted checkout fits a 360 px phone', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.goto('/?starter=payment-declined');
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: screenshotPath(testInfo, 'hosted-checkout-360'), fullPage: true });
  expect(width).toBeLessThanOrEqual(360);
});

/** The links and buttons of the page (the demo panel's aside) that overlap the closed demo button. */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector('.demo-panel button')?.getBoundingClientRect();
    if (!button) return ['no demo button'];
    const covered: string[] = [];
    for (const control of Array.from(
      document.querySelectorAll('main a, main button, footer a, footer button'),
    )) {
      const box = control.getBoundingClientRect();
      const overlaps =
        box.width > 0 &&
        box.left < button.right &&
        box.right > button.left &&
        box.top < button.bottom &&
        box.bottom > button.top;
      if (overlaps) covered.push(control.textContent?.trim() ?? '');
    }
    return covered;
  });
}

// W-20: on a phone the closed demo button covers no link or button of the page, wherever it is scrolled.
test.describe('the Spanish site on a phone', { tag: '@phone' }, () => {
  test.use({ language: 'es' });

  test('the closed demo button is Spanish and covers nothing', async ({ page }, testInfo) => {
    await page.goto('/es/ThreeDollarMonPage');
    await expect(page.getByRole('button', { name: 'Escenarios de demostración' })).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top <= height; top += 150) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      expect(await coveredControls(page), `scrolled to ${top}`).toEqual([]);
    }
    await page.screenshot({ path: screenshotPath(testInfo, 'demo-button-es-360') });
  });
});
