import { type ReactNode, Suspense } from 'react';
import { useHydrated } from '../ui/hydration/hydration';

/**
 * A Suspense boundary for data only the browser fetches (`deferred` loaders): a pre-rendered page, and its first
 * render in the browser that hydrates it, show the fallback; the content renders after, when its data has come.
 * (A plain boundary would be left unfinished by the pre-render and hydrate with a recoverable error.)
 */
export function ClientSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
