import type { Page } from '@playwright/test';

/**
 * Collects what the page reports as an error from now until `stop()`: uncaught exceptions and console errors, a
 * hydration mismatch among them (React's #418, #423, #425). A request the server answered with an error status is
 * the network's report, not the page's (a page asking for an id the carrier does not have), and is left out.
 */
export function watchConsole(page: Page): { errors: string[]; stop(): void } {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}
