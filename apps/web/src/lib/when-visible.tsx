import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';

/**
 * A part of a pre-rendered page below a phone's first screen, whose code comes when it enters the screen: until
 * then React leaves its HTML as the pre-render made it (a Suspense boundary hydrates once its code is there), so
 * the first load carries only what the first screen shows. Rendered in the browser alone (a page reached by
 * navigation) or in the pre-render, the part loads at once. React has lazy() and Suspense but nothing that waits
 * for the viewport; IntersectionObserver is the browser's own.
 */
export function whenVisible<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let reveal: () => void = () => {};
  const near = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  const Part = lazy(async () => {
    await near;
    return { default: await load() };
  });

  function WhenVisible(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    // Hydrating is the one case to wait: the part's pre-rendered HTML is already in the document.
    const hydrating =
      typeof document !== 'undefined' && document.querySelector(`[data-when-visible="${name}"]`) !== null;
    if (!hydrating) reveal();
    useEffect(() => {
      const element = box.current;
      if (!element) return;
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        reveal();
      });
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={box} data-when-visible={name}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return WhenVisible;
}
