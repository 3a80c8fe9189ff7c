import { toastQueue } from '../ui';

/** The texts of the toasts on screen, oldest first. */
export const toastTexts = () => toastQueue.visibleToasts.map((toast) => toast.content.text);
