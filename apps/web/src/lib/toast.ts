import { TIMINGS } from '@carrier/domain';
import { showToast, type ToastTone } from '../ui';

/** Shows a toast for the spec's 3000 ms, top-centre and announced to screen readers (spec 000 §8). */
export function toast(text: string, tone: ToastTone = 'info'): void {
  showToast(text, tone, TIMINGS.toastMs);
}
