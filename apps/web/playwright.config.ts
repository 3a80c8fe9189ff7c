import { defineConfig } from '@playwright/test';

/** The Debian Chromium; Playwright's own browser download is not available where the tests run. */
const chromium = {
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

// Several runs at once in one working tree must not clear each other's artifacts: each run writes its own folder.
// Workers load this file again and inherit the variable, so they agree with the runner on the folder.
process.env.E2E_RUN_ID ??= String(process.pid);

const allCombinations = process.env.E2E_ALL_COMBINATIONS === '1';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Guards against a hang, never speed targets, and set here only: on a loaded two-core machine a journey across the
  // site and the hosted checkout can take minutes, and a page many seconds to show what a step expects.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: [['list']],
  outputDir: `./e2e/.results/${process.env.E2E_RUN_ID}`,
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    // Recording a trace costs every test about a fifth of its time, and a CI run's files are never read: traces are
    // kept for a failure only when asked (`E2E_TRACE=1 pnpm test:e2e`, then `pnpm exec playwright show-trace`).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // The site scrolls to the top 500 ms after each navigation, animated: a click landing while the page moves
    // under it is lost. With reduced motion (a user setting the site honours) the scroll is instant.
    reducedMotion: 'reduce',
    // The site's Content-Security-Policy allows only the inline scripts the build wrote; the tests inject their own
    // tools (axe). `e2e/hosting.spec.ts` turns the policy back on to check that it holds.
    bypassCSP: true,
  },
  // A test runs on the viewports it is meant for (e2e/README.md): `@phone` only at 360 px, `@desktop` only at
  // 1280 px, untagged on both. `E2E_ALL_COMBINATIONS=1` runs every test on both.
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grepInvert: allCombinations ? undefined : /@desktop\b/,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: allCombinations ? undefined : /@phone\b/,
    },
  ],
});
