/**
 * What a visitor does on a pre-rendered page before its script is ready (issue 26). A link is a real link and goes
 * at once; text typed into a field stays there (`useAdoptTypedText`); a press of anything else, and a form's
 * submit, is held by the head script (`holdEarlyActions`) until the part of the page it is in is ready, then
 * carried out once (`carryOutEarlyActions`). A part is the page's root, or a `whenVisible` part, whose code comes
 * after the root's.
 */
export interface EarlyActions {
  /** The parts whose script is ready: presses in them are the page's own from then on. */
  ready: WeakSet<Element>;
  /** What was pressed (a control) or submitted (a form) in a part not ready yet, in order, each once. */
  held: HeldAction[];
}

export interface HeldAction {
  target: Element;
  submit: boolean;
  /** The part the target was in when pressed (a target rendered afresh since is in none). */
  part: Element;
  /** Where the target stands in its part (the index of each element on the way down), to find its successor. */
  path: number[];
}

declare global {
  interface Window {
    earlyActions?: EarlyActions;
  }
}

/**
 * Runs in the page's head before anything shows (injected by the build, so it is self-contained). Answers what
 * undoes it, for a test that shares its document with others.
 */
export function holdEarlyActions(): () => void {
  const ready = new WeakSet<Element>();
  const held: EarlyActions['held'] = [];
  // The parts where a press began (pointer or touch down) while they were not ready and has not clicked yet.
  const begun = new WeakSet<Element>();
  const FIELDS =
    'a[href], textarea, select, input:not([type=checkbox], [type=radio], [type=submit], [type=button])';
  const partOf = (element: Element) => element.closest('[data-when-visible]') ?? element.closest('#root');
  const hold = (event: Event) => {
    const pressed = event.target instanceof Element ? event.target : null;
    const part = pressed && partOf(pressed);
    if (!pressed || !part) return;
    const submit = event.type === 'submit';
    // A link works without the script; a click into a field only places the caret.
    if (!submit && pressed.closest(FIELDS)) return;
    const target = submit ? pressed : (pressed.closest('button, label, summary, [role]') ?? pressed);
    if (ready.has(part)) {
      // A press that began before its part was ready ends after: the page never saw it begin, and a pointer's
      // click without its press does nothing in React Aria. It is pressed again whole (a click of its own).
      if (event.type === 'click' && begun.has(part)) {
        begun.delete(part);
        event.stopImmediatePropagation();
        event.preventDefault();
        setTimeout(() => (target as HTMLElement).click(), 0);
      }
      return;
    }
    // The press is the click's: a script hydrating meanwhile must not see half of it and press a second time.
    event.stopImmediatePropagation();
    if (event.type !== 'click' && !submit) {
      begun.add(part);
      return;
    }
    begun.delete(part);
    event.preventDefault();
    if (held.some((action) => action.target === target && action.submit === submit)) return;
    const path: number[] = [];
    for (let node: Element = target; node !== part && node.parentElement; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    held.push({ target, submit, part, path });
  };
  const types = [
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
    'click',
    'submit',
  ];
  for (const type of types) document.addEventListener(type, hold, true);
  window.earlyActions = { ready, held };
  return () => {
    for (const type of types) document.removeEventListener(type, hold, true);
    window.earlyActions = undefined;
  };
}

/**
 * `part` is ready (its script has hydrated or rendered it): what the visitor pressed in it before is carried out
 * now, once each, in order, as soon as the render that made it ready is done.
 */
export function carryOutEarlyActions(part: Element): void {
  const actions = window.earlyActions;
  if (!actions || actions.ready.has(part)) return;
  actions.ready.add(part);
  const now = actions.held.filter((action) => action.part === part);
  actions.held.splice(0, actions.held.length, ...actions.held.filter((action) => !now.includes(action)));
  setTimeout(() => {
    for (const action of now) {
      const target = successor(part, action);
      if (!target) continue; // the page rendered something else there: that control is gone
      // A submit event's target is its form.
      if (action.submit) (target as HTMLFormElement).requestSubmit();
      else (target as HTMLElement).click();
    }
  }, 0);
}

/**
 * The control a held action is for, now. A part may render some of its HTML afresh once hydrated (React Aria's
 * collections, such as tabs, do): the pressed element is then gone, and its successor is the element of the same
 * kind and text at the same place in the part.
 */
function successor(part: Element, { target, path }: HeldAction): Element | null {
  if (target.isConnected) return target;
  let node: Element | undefined = part;
  for (const index of path) node = node?.children[index];
  const same =
    node?.tagName === target.tagName &&
    node.getAttribute('role') === target.getAttribute('role') &&
    node.textContent === target.textContent;
  return same ? (node ?? null) : null;
}
