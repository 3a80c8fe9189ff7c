import type { Page } from '@playwright/test';

/**
 * Records the text of every toast the page shows, as it appears. A toast is on screen for 3 s (spec 000 §8), and a
 * loaded machine can take longer than that between two looks at the page: a test asks what was shown instead.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          const toasts = node.matches('.toast') ? [node] : Array.from(node.querySelectorAll('.toast'));
          for (const toast of toasts) seen.push(toast.querySelector('.toast__content')?.textContent ?? '');
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts this document has shown so far, in order. */
export const toastsSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen.slice());
