import { type ComponentType, lazy, memo, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { carryOutEarlyActions } from './early-actions';

/** Each deferred part's code, by its name, as its module declared it. */
const partCode = new Map<string, () => Promise<unknown>>();

/**
 * Loads the code of every deferred part whose HTML `root` holds (their modules must be loaded): a page rendered
 * afresh over its HTML (main.tsx) shows its parts at once, not blank while their code comes. A part whose code
 * fails does not hold the page back: it fails where it renders, as a part loaded later does.
 */
export async function loadPartsIn(root: Element): Promise<void> {
  const names = Array.from(root.querySelectorAll('[data-when-visible]'), (part) =>
    part.getAttribute('data-when-visible'),
  );
  await Promise.allSettled(names.map((name) => (name === null ? undefined : partCode.get(name)?.())));
}

/** Events on a part's HTML that say the visitor is using it. */
const INTERACTIONS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/**
 * Rendered with a part's code: the part is ready, what the visitor pressed in its HTML is carried out. Not a layout
 * effect: in the commit that mounts the part's box with its code (a page rendered afresh), a child's layout effect
 * runs before the box's ref is set.
 */
function PartReady({ part }: { part: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (part.current) carryOutEarlyActions(part.current);
  }, [part]);
  return null;
}

/**
 * A part of a pre-rendered page below a phone's first screen, whose code comes when it enters the screen: until
 * then React leaves its HTML as the pre-render made it (a Suspense boundary hydrates once its code is there), so
 * the first load carries only what the first screen shows. Rendered in the browser alone (a page reached by
 * navigation) or in the pre-render, the part loads at once; a page rendered afresh over its HTML has loaded it
 * before (`loadPartsIn`). React has lazy() and Suspense but nothing that waits for the viewport;
 * IntersectionObserver is the browser's own.
 */
export function whenVisible<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return deferredPart(name, load, { onScreen: true });
}

/**
 * A part of a pre-rendered page on its first screen whose code comes when the visitor first uses it (focus, a
 * press, a key, typing), as `whenVisible`'s does, but not because it shows: a form whose HTML works as it is until
 * then. What is pressed meanwhile is carried out once the code is there (src/lib/early-actions.ts); what is typed
 * stays in its field (`useAdoptTypedText`).
 */
export function whenUsed<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return deferredPart(name, load, { onScreen: false });
}

function deferredPart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  { onScreen }: { onScreen: boolean },
): ComponentType<Props> {
  let reveal: () => void = () => {};
  const near = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  let code: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadCode = () => {
    loading ??= load().then((component) => {
      code = component;
      return component;
    });
    return loading;
  };
  partCode.set(name, loadCode);
  const LazyPart = lazy(async () => {
    await near;
    return { default: await loadCode() };
  });

  function WhenVisible(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    // Code already loaded (loadPartsIn) renders at once; a part keeps what it mounted with, or it would remount.
    const [Part] = useState(() => code ?? LazyPart);
    // Hydrating is the one case to wait: the part's pre-rendered HTML is already in the document (a page rendered
    // afresh has none: renderAfresh clears it first). No hook tells: one that re-renders the part after hydration
    // would make React drop its HTML for the (empty) fallback.
    const hydrating =
      typeof document !== 'undefined' && document.querySelector(`[data-when-visible="${name}"]`) !== null;
    if (!hydrating) reveal();
    useEffect(() => {
      const element = box.current;
      if (!element) return;
      // A visitor already in it (typing into its HTML before the script ran) or reaching it otherwise than by
      // scrolling (Tab, a tap) needs its code as much as one who sees it.
      if (element.contains(document.activeElement)) reveal();
      const observer = onScreen
        ? new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) reveal();
          })
        : undefined;
      observer?.observe(element);
      // Heard on the document as the event starts down: React stops an event whose target is in HTML it has not
      // hydrated yet at the page's root, before the part's own element would hear it.
      const revealOnUse = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) reveal();
      };
      for (const type of INTERACTIONS)
        document.addEventListener(type, revealOnUse, { capture: true, passive: true });
      return () => {
        observer?.disconnect();
        for (const type of INTERACTIONS) document.removeEventListener(type, revealOnUse, { capture: true });
      };
    }, []);
    return (
      <div ref={box} data-when-visible={name}>
        <Suspense fallback={null}>
          <Part {...props} />
          <PartReady part={box} />
        </Suspense>
      </div>
    );
  }
  // A parent's render that changes nothing of the part must not reach a part still waiting for its code: an
  // update there would make React drop the part's HTML for the (empty) fallback.
  return memo(WhenVisible) as unknown as ComponentType<Props>;
}
