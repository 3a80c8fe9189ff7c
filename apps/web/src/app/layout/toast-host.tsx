import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastQueue } from '../../ui';

const ToastRegion = lazy(() =>
  import('../../ui/toast/toast').then((module) => ({ default: module.ToastRegion })),
);

const hasToasts = () => toastQueue.visibleToasts.length > 0;
// A page rendered ahead of time (and the first render that hydrates it) shows no toast.
const noToasts = () => false;
const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);

/** The toast region, loaded with the first toast: most visits show none, so its code stays off the first load. */
export function ToastHost() {
  const showing = useSyncExternalStore(subscribe, hasToasts, noToasts);
  const [needed, setNeeded] = useState(false);
  if (showing && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
