import { TIMINGS } from '@carrier/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

// `behavior: 'smooth'` has no duration, and the spec gives one (500 ms), so the animation is stepped here.
function animateScrollTop(durationMs: number): () => void {
  const start = window.scrollY;
  // Already at the top (a page's first load): an animation would hold the view there for its whole length, taking
  // back a scroll the visitor starts meanwhile.
  if (start === 0) return () => {};
  const startedAt = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, start * (1 - eased));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/**
 * After each navigation the view scrolls to the top, or to the element the URL's `#hash` names (the add-on picker of
 * `/ThreeDollarMonPage#addons`): 500 ms delay, 500 ms animation; instant with reduced motion.
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    let cancel = () => {};
    const scroll = (target: HTMLElement | null) => {
      if (prefersReducedMotion()) {
        if (target) target.scrollIntoView({ block: 'start' });
        else window.scrollTo(0, 0);
        return;
      }
      let cancelAnimation = () => {};
      const timer = setTimeout(() => {
        if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        else cancelAnimation = animateScrollTop(TIMINGS.scrollAnimationMs);
      }, TIMINGS.scrollDelayMs);
      cancel = () => {
        clearTimeout(timer);
        cancelAnimation();
      };
    };
    const id = hash ? decodeURIComponent(hash.slice(1)) : null;
    const target = id ? document.getElementById(id) : null;
    if (id && !target) {
      // The element may come with the page's data (a section shown when the catalogue arrives): scroll once it is.
      const observer = new MutationObserver(() => {
        const found = document.getElementById(id);
        if (!found) return;
        observer.disconnect();
        scroll(found);
      });
      observer.observe(document.body, { childList: true, subtree: true });
      return () => {
        observer.disconnect();
        cancel();
      };
    }
    scroll(target);
    return () => cancel();
  }, [pathname, hash]);
}
