import type { ConsoleMessage, Frame, Page, Request, Response, TestInfo } from '@playwright/test';

/** How many of the page's last events a report lists. */
const EVENTS_KEPT = 40;

/**
 * Watches a test's page from now; the function it answers stops watching and, when the test failed, prints what a
 * CI log needs to tell why (a run's result folders are not kept there): the address, the page's console errors,
 * its navigations, its last requests (the carrier's with the mock's outcome; the site's files only when missing)
 * and what the page showed, as its accessibility tree.
 */
export function watchForFailure(page: Page): (testInfo: TestInfo) => Promise<void> {
  const started = Date.now();
  const events: string[] = [];
  const note = (event: string) => events.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${event}`);
  const listeners = {
    console: (message: ConsoleMessage) => {
      if (message.type() === 'error') note(`console: ${message.text()}`);
    },
    pageerror: (error: Error) => note(`uncaught: ${error.message}`),
    framenavigated: (frame: Frame) => {
      if (frame === page.mainFrame()) note(`→ ${frame.url()}`);
    },
    requestfailed: (request: Request) =>
      note(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`),
    response: (response: Response) => {
      // The site's own files tell nothing unless missing.
      if (response.url().includes('/assets/') && response.ok()) return;
      const outcome = response.headers()['x-mock-outcome'];
      note(
        `${response.request().method()} ${response.url()} ${response.status()}${outcome ? ` (${outcome})` : ''}`,
      );
    },
  };
  for (const [event, listener] of Object.entries(listeners))
    page.on(event as 'console', listener as () => void);

  return async (testInfo) => {
    for (const [event, listener] of Object.entries(listeners))
      page.off(event as 'console', listener as () => void);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const shown = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((error: Error) => `(not read: ${error.message})`);
    console.log(
      [
        `── what the page did in "${testInfo.title}" [${testInfo.project.name}] ──`,
        `address: ${page.url()}`,
        ...events.slice(-EVENTS_KEPT),
        'shown:',
        shown,
      ].join('\n'),
    );
  };
}
