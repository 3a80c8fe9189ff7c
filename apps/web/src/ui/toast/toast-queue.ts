import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastTone = 'info' | 'success' | 'error';

/** What one toast says. */
export interface ToastMessage {
  text: string;
  tone: ToastTone;
}

/** The site's one toast queue; `<ToastRegion />` (rendered once by the app shell) shows it. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/**
 * Queues a toast and returns its key (for `toastQueue.close(key)`). Five seconds by default: toasts vanish on
 * their own, so they need time to be read (timers pause while the toast is hovered or focused). A message that
 * is already on screen is not shown twice (a page's effect may run twice for one event).
 */
export function showToast(text: string, tone: ToastTone = 'info', timeout = 5000): string {
  const shown = toastQueue.visibleToasts.find(
    (toast) => toast.content.text === text && toast.content.tone === tone,
  );
  return shown ? shown.key : toastQueue.add({ text, tone }, { timeout });
}
