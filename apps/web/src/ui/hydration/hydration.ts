import { type RefCallback, useCallback, useSyncExternalStore } from 'react';
import { typedTextFor } from '../../lib/early-actions';

const subscribeNever = () => () => {};

/**
 * False in the pre-render and in the browser's render that hydrates it, true from the render after (and on every
 * page rendered in the browser alone): what a pre-rendered page may show only once its script answers.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * For a controlled text control of a pre-rendered page: a visitor may type into the HTML before the script runs.
 * Hydration keeps the typed text on screen but not in the page's state, and the next render would wipe it; so when
 * the control mounts, text the state does not have is handed to `onChange` (React 19 does not replay it). A page
 * that renders afresh instead hands on what was typed in the field whose place this one takes (`renderAfresh`).
 */
export function useAdoptTypedText<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: string | undefined,
  onChange: ((value: string) => void) | undefined,
): RefCallback<E> {
  // Mount only (no dependencies): after it, the state leads and the control follows.
  return useCallback((element: E | null) => {
    if (!element || value === undefined) return;
    const typed = element.value !== value ? element.value : typedTextFor(element);
    if (typed !== undefined && typed !== value) onChange?.(typed);
  }, []);
}
