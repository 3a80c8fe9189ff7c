import type { Page } from '@playwright/test';
import { copy } from './support/copy';
import { expect, LOCALES, PAIRED_VIEWPORT, test } from './support/fixtures';

/** The price pages and the heading of the section after the carrier's offer. */
const PRICE_PAGES = [
  { path: '/PrePaidPage', next: 'catalogue.prepaid.extrasTitle' },
  { path: '/ThreeDollarMonPage', next: 'catalogue.paygo.howTitle' },
] as const;

/** The pay-go plan's price as the mock's catalogue has it, in both languages (es-US writes dollars as en does). */
const PRICE = /\$3\.00/;

/** Where the heading's top is on the page (not in the viewport: the page may have scrolled). */
const topOf = (page: Page, name: string) =>
  page
    .getByRole('heading', { level: 2, name })
    .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);

for (const language of LOCALES) {
  test.describe(`the price pages in ${language}`, { tag: PAIRED_VIEWPORT[language] }, () => {
    test.use({ language });

    test('hold the place of the carrier’s offer while the catalogue comes: nothing below it moves when the price comes', async ({
      page,
      mock,
    }) => {
      // The catalogue's pricings wait until the page has shown what it shows without them.
      let held = Promise.resolve();
      let answer = () => {};
      await page.route(`${mock.url}/public/plan_pricing`, async (route) => {
        await held;
        await route.continue();
      });
      for (const { path, next } of PRICE_PAGES) {
        held = new Promise<void>((resolve) => {
          answer = resolve;
        });
        const heading = copy(language, next);
        await page.goto(path);
        await expect(page.getByText(copy(language, 'ui.loading')).first()).toBeVisible();
        const before = await topOf(page, heading);
        answer();
        await expect(page.locator('main').getByText(PRICE).first()).toBeVisible();
        expect(await topOf(page, heading), `${path}: '${heading}' moved when the offer came`).toBe(before);
      }
    });
  });
}
