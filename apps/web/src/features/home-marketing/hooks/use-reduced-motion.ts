import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const query = matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the visitor asked for less motion (the carousel then never moves by itself). The pre-render cannot know:
 * it and the render that hydrates it say no, and the page follows the visitor's setting from the render after, so
 * the hydrating render matches the HTML (a mismatch would make React discard the HTML and what was typed into it).
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(QUERY).matches,
    () => false,
  );
}
