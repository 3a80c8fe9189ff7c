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
  /**
   * Presses each action's control in `part` in order: its target, or the element that took its place. A part that
   * renders afresh may show its page after its first render (a route's code, its loader): an action whose control
   * is not there yet waits for it, and those after it, until the visitor does something else.
   */
  carryOut(part: Element, actions: HeldAction[]): void;
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
  const STARTS = ['pointerdown', 'mousedown', 'touchstart'];
  const ENDS = ['pointerup', 'mouseup', 'touchend'];
  const ready = new WeakSet<Element>();
  const held: EarlyActions['held'] = [];
  // The pointer's press under way: on what, and whether the page saw it begin.
  let press: { action: HeldAction; seen: boolean } | undefined;
  // A press the page could not finish has ended and is pressed again: the click of its gesture is not the page's.
  let gestureClickIsOurs = false;
  const FIELDS =
    'a[href], textarea, select, input:not([type=checkbox], [type=radio], [type=submit], [type=button])';
  const partOf = (element: Element) => element.closest('[data-when-visible]') ?? element.closest('#root');
  // A part a page rendered afresh has replaced is the part of the same name that took its place, once there.
  const partNow = (part: Element) => {
    const name = part.getAttribute('data-when-visible');
    const successorPart =
      part.isConnected || name === null ? null : document.querySelector(`[data-when-visible="${name}"]`);
    return successorPart ?? part;
  };
  const actionOn = (pressed: Element, part: Element, submit: boolean): HeldAction => {
    const target = submit ? pressed : (pressed.closest('button, label, summary, [role]') ?? pressed);
    const path: number[] = [];
    for (let node: Element = target; node !== part && node.parentElement; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    return { target, submit, part, path };
  };
  // A part may render some of its HTML afresh once hydrated (React Aria's collections, such as tabs, do): the
  // pressed element is then gone, and its successor is the element of the same kind and text at the same place.
  const successor = ({ target, path }: HeldAction, part: Element): Element | null => {
    if (target.isConnected) return target;
    let node: Element | undefined = part;
    for (const index of path) node = node?.children[index];
    const same =
      node?.tagName === target.tagName &&
      node.getAttribute('role') === target.getAttribute('role') &&
      node.textContent === target.textContent;
    return same ? (node ?? null) : null;
  };
  const carryOut: EarlyActions['carryOut'] = (part, pending) => {
    const next = () => (pending[0] ? successor(pending[0], part) : null);
    const pressNext = () => {
      for (let target = next(); target; target = next()) {
        const action = pending.shift() as HeldAction;
        // A submit event's target is its form.
        if (action.submit) (target as HTMLFormElement).requestSubmit();
        else (target as HTMLElement).click();
      }
      return pending.length === 0;
    };
    if (pressNext()) return;
    const observer = new MutationObserver(() => {
      if (pressNext()) stop();
    });
    const stop = () => {
      observer.disconnect();
      for (const type of ['pointerdown', 'keydown']) document.removeEventListener(type, stop, true);
    };
    observer.observe(part, { childList: true, subtree: true });
    for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, stop, true);
  };
  const swallow = (event: Event) => {
    event.stopImmediatePropagation();
    event.preventDefault();
  };
  // The press is taken at `event`: the rest of its gesture (the click still to come) is not the page's, and
  // `then` runs once the gesture is over.
  const endGesture = (event: Event, then: () => void = () => {}) => {
    gestureClickIsOurs = event.type !== 'click';
    setTimeout(() => {
      gestureClickIsOurs = false;
      then();
    }, 0);
  };
  const hold = (event: Event) => {
    if (event.type === 'click' && gestureClickIsOurs) return swallow(event);
    const pressed = event.target instanceof Element ? event.target : null;
    if (STARTS.includes(event.type)) {
      const part = pressed && partOf(pressed);
      // A link works without the script; a click into a field only places the caret.
      press =
        pressed && part && !pressed.closest(FIELDS)
          ? { action: actionOn(pressed, part, false), seen: ready.has(part) }
          : undefined;
      // The press is the click's: a script hydrating meanwhile must not see half of it and press a second time.
      if (press && !press.seen) event.stopImmediatePropagation();
      return;
    }
    const submit = event.type === 'submit';
    // A gesture's end and its click are its start's, wherever they land: on the page's HTML rendered afresh since
    // (main.tsx), they land on what took its place, or outside every part while that is not there yet.
    const begun = submit ? undefined : press;
    let action = begun?.action;
    if (!action) {
      const part = pressed && partOf(pressed);
      if (!pressed || !part || (!submit && pressed.closest(FIELDS))) return;
      action = actionOn(pressed, part, submit);
    }
    const part = partNow(action.part);
    if (ready.has(part)) {
      if (!begun) return;
      press = undefined;
      if (begun.seen && begun.action.target.isConnected) return;
      // The page cannot finish this press: it began before the part was ready (a pointer's click without its
      // press does nothing in React Aria), or the part rendered its control afresh meanwhile (React Aria's
      // collections do, a render after hydrating; a page rendered afresh does, all of it), and the gesture's end
      // goes elsewhere. The control, or the one that took its place, is pressed again whole once the gesture is over.
      swallow(event);
      endGesture(event, () => carryOut(part, [begun.action]));
      return;
    }
    event.stopImmediatePropagation();
    // A press is the click's (a pointer may leave the control before letting go), but the browser sends none when
    // the HTML the press began on is gone: its end is the press then, and the click if one comes is not the page's.
    const gone = begun !== undefined && !begun.action.target.isConnected;
    if (event.type !== 'click' && !submit && !gone) return;
    press = undefined;
    event.preventDefault();
    if (gone) endGesture(event);
    if (held.some((heldAction) => heldAction.target === action.target && heldAction.submit === submit))
      return;
    held.push(action);
  };
  const types = [...STARTS, ...ENDS, 'click', 'submit'];
  for (const type of types) document.addEventListener(type, hold, true);
  window.earlyActions = { ready, held, carryOut };
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
  // A page rendered afresh (main.tsx) replaces a part's HTML with a new part of the same name: that one is ready.
  const name = part.getAttribute('data-when-visible');
  const now = actions.held.filter(
    (action) =>
      action.part === part ||
      (name !== null && !action.part.isConnected && action.part.getAttribute('data-when-visible') === name),
  );
  actions.held.splice(0, actions.held.length, ...actions.held.filter((action) => !now.includes(action)));
  if (now.length > 0) setTimeout(() => actions.carryOut(part, now), 0);
}

/** Text fields a visitor types into (not boxes, buttons or files). */
const TEXT_FIELDS =
  'textarea, input:not([type=checkbox], [type=radio], [type=submit], [type=button], [type=hidden], [type=file])';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Where an element stands in an ancestor: the index of each element on the way down. */
function placeIn(ancestor: Element, element: Element): string {
  const path: number[] = [];
  for (let node = element; node !== ancestor && node.parentElement; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  return path.join('/');
}

/** A field's place in the page and its kind: the field rendered afresh in the same slot takes its place. */
const slotOf = (root: Element, field: TextControl) =>
  `${placeIn(root, field)} ${field.tagName} ${field.type} ${field.autocomplete}`;

const textFieldsIn = (root: Element) => Array.from(root.querySelectorAll<TextControl>(TEXT_FIELDS));

let typedBeforeRender: { slot: string; value: string }[] = [];

/**
 * The page renders afresh over its pre-rendered HTML (its first view depends on the address: a query, a host's
 * fallback): `render` must replace it in one go, in the same task. The text typed into the HTML's fields is kept
 * for the fields of the same kind that take their places (`typedTextFor`), as hydration keeps it in place, and the
 * field the visitor was in is the one they are in after, so they type on.
 */
export function renderAfresh(root: Element, render: () => void): void {
  typedBeforeRender = textFieldsIn(root)
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ slot: slotOf(root, field), value: field.value }));
  const active = document.activeElement;
  const focusedSlot =
    active instanceof HTMLElement && active.matches(TEXT_FIELDS) && root.contains(active)
      ? slotOf(root, active as TextControl)
      : undefined;
  root.replaceChildren();
  render();
  if (focusedSlot === undefined) return;
  textFieldsIn(root)
    .find((field) => slotOf(root, field) === focusedSlot)
    ?.focus();
}

/** What was typed, before the page rendered afresh, into the field whose place `field` takes; once. */
export function typedTextFor(field: TextControl): string | undefined {
  const root = field.closest('#root');
  if (!root || typedBeforeRender.length === 0) return undefined;
  const slot = slotOf(root, field);
  const index = typedBeforeRender.findIndex((typed) => typed.slot === slot);
  return index < 0 ? undefined : typedBeforeRender.splice(index, 1)[0]?.value;
}
