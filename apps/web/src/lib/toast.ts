import { TIMINGS } from '@carrier/domain';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { showToast, type ToastTone, toastQueue } from '../ui';

/** How many pages the visitor has arrived at in this tab, and the page each toast on screen was raised on. */
let page = 0;
const raisedOn = new Map<string, number>();

/** Shows a toast for the spec's 3000 ms, top-centre and announced to screen readers (spec 000 §8). */
export function toast(text: string, tone: ToastTone = 'info'): void {
  const key = showToast(text, tone, TIMINGS.toastMs);
  if (!raisedOn.has(key)) raisedOn.set(key, page);
}

/**
 * A toast belongs to the page that raised it (N-2): it is seen there and on the page that page sends the visitor
 * to (a refusal, then the page that handles it), and closed when the visitor moves on from that one. A layout
 * effect: it counts the arrival before the new page's own effects raise their toasts.
 */
export function useToastsOfPage(): void {
  // By path: a page that mirrors its state into the query (a tab, a filter) stays the same page.
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    page += 1;
    const shown = new Set(toastQueue.visibleToasts.map((shownToast) => shownToast.key));
    for (const [toastKey, raised] of raisedOn) {
      if (!shown.has(toastKey)) raisedOn.delete(toastKey);
      else if (raised < page - 1) {
        toastQueue.close(toastKey);
        raisedOn.delete(toastKey);
      }
    }
  }, [pathname]);
}
