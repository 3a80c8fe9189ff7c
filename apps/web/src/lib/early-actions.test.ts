import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { carryOutEarlyActions, holdEarlyActions, renderAfresh, typedTextFor } from './early-actions';

function page() {
  document.body.innerHTML = `
    <div id="root">
      <a href="/es/ACPPage">ACP</a>
      <form><input name="zip" /><button type="submit">Apply</button></form>
      <button type="button" id="menu"><svg></svg><span>Menu</span></button>
      <div data-when-visible="login"><button type="button" id="login">Log in</button></div>
    </div>`;
  const pressed: string[] = [];
  const root = document.getElementById('root') as HTMLElement;
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button) pressed.push(button.textContent ?? '');
  });
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    pressed.push('submit');
  });
  return { root, pressed };
}

describe('actions before the page is ready', () => {
  // Once, as the page's head does: each test's page is new, its parts not ready. The document is shared with the
  // worker's other test files: its listeners and pages go with this file.
  let stop: () => void = () => {};
  beforeAll(() => {
    stop = holdEarlyActions();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => {
    stop();
    document.body.replaceChildren();
  });

  it('holds a press until its part is ready, then carries it out once', () => {
    vi.useFakeTimers();
    const { root, pressed } = page();
    const menu = document.getElementById('menu') as HTMLElement;
    menu.querySelector('span')?.click();
    menu.click();
    (document.getElementById('login') as HTMLElement).click();
    expect(pressed).toEqual([]);

    carryOutEarlyActions(root);
    vi.runAllTimers();
    expect(pressed).toEqual(['Menu']);

    // The login part's code comes later: its press waits for it.
    carryOutEarlyActions(root.querySelector('[data-when-visible]') as Element);
    vi.runAllTimers();
    expect(pressed).toEqual(['Menu', 'Log in']);

    menu.click();
    expect(pressed).toEqual(['Menu', 'Log in', 'Menu']);
  });

  it('presses again whole a press that began before its part was ready and clicked after', () => {
    vi.useFakeTimers();
    const { root, pressed } = page();
    const login = document.getElementById('login') as HTMLElement;
    const part = root.querySelector('[data-when-visible]') as Element;
    const clicks: number[] = [];
    root.addEventListener('click', (event) => clicks.push(event.detail));
    login.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    carryOutEarlyActions(part);
    vi.runAllTimers();
    login.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    expect(pressed).toEqual([]);
    vi.runAllTimers();
    // The page sees one click, a whole one of its own (detail 0: no pointer press it missed the start of).
    expect(pressed).toEqual(['Log in']);
    expect(clicks).toEqual([0]);

    login.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    expect(clicks).toEqual([0, 1]);
  });

  it('presses again the successor of a control rendered afresh while pressed, before its part was ready or after', () => {
    vi.useFakeTimers();
    const { root, pressed } = page();
    const part = root.querySelector('[data-when-visible]') as Element;
    const clicks: string[] = [];
    root.addEventListener('click', (event) => clicks.push((event.target as Element).tagName));
    (document.getElementById('login') as HTMLElement).dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true }),
    );
    // Hydrated, the part renders its control afresh (React Aria's collections do), then is ready.
    part.innerHTML = '<button type="button">Log in</button>';
    carryOutEarlyActions(part);
    vi.runAllTimers();
    // The press ends on the new control; its click goes to what both controls are in, as a browser sends it.
    const fresh = part.querySelector('button') as HTMLElement;
    fresh.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, cancelable: true }));
    part.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    expect(pressed).toEqual([]);
    vi.runAllTimers();
    expect(pressed).toEqual(['Log in']);
    expect(clicks).toEqual(['BUTTON']);

    // Ready, a press the page sees from start to end is the page's own, untouched.
    const release = (element: Element, clickOn: Element = element) => {
      element.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, cancelable: true }));
      clickOn.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    };
    fresh.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    release(fresh);
    expect(pressed).toEqual(['Log in', 'Log in']);
    // Ready, a press whose control the part renders afresh before it ends is pressed again on the new control.
    fresh.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    part.innerHTML = '<button type="button">Log in</button>';
    release(part.querySelector('button') as Element, part);
    expect(pressed).toEqual(['Log in', 'Log in']);
    vi.runAllTimers();
    expect(pressed).toEqual(['Log in', 'Log in', 'Log in']);
  });

  it('holds a form submit, and lets links go', () => {
    vi.useFakeTimers();
    const { root, pressed } = page();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    (root.querySelector('form') as HTMLFormElement).dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    (root.querySelector('a') as HTMLElement).dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
    expect(pressed).toEqual([]);

    const form = root.querySelector('form') as HTMLFormElement;
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    carryOutEarlyActions(root);
    vi.runAllTimers();
    expect(requestSubmit).toHaveBeenCalledOnce();
  });

  it('presses the successor of a control its part rendered afresh once ready, and nothing that is not one', () => {
    vi.useFakeTimers();
    const { root, pressed } = page();
    const part = root.querySelector('[data-when-visible]') as Element;
    (document.getElementById('login') as HTMLElement).click();
    // Hydrated, the part renders its control afresh (React Aria's collections do), then is ready.
    part.innerHTML = '<button type="button">Log in</button>';
    carryOutEarlyActions(part);
    vi.runAllTimers();
    expect(pressed).toEqual(['Log in']);

    const other = page();
    const otherPart = other.root.querySelector('[data-when-visible]') as Element;
    (document.getElementById('login') as HTMLElement).click();
    otherPart.innerHTML = '<button type="button">Register</button>';
    carryOutEarlyActions(otherPart);
    vi.runAllTimers();
    expect(other.pressed).toEqual([]);
  });

  it('carries out a press held in a part for the part of the same name a page rendered afresh puts in its place', () => {
    vi.useFakeTimers();
    const { root, pressed } = page();
    (document.getElementById('login') as HTMLElement).click();
    // The page renders afresh (main.tsx): the HTML is cleared, the part rendered anew.
    root.innerHTML = '<div data-when-visible="login"><button type="button" id="login">Log in</button></div>';
    carryOutEarlyActions(root);
    carryOutEarlyActions(root.querySelector('[data-when-visible]') as Element);
    vi.runAllTimers();
    expect(pressed).toEqual(['Log in']);
  });

  it('takes a press begun on HTML a page rendered afresh has replaced for its control, wherever it ends', () => {
    vi.useFakeTimers();
    const { root, pressed } = page();
    const down = () =>
      (document.getElementById('login') as HTMLElement).dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true }),
      );
    // Let go on the control that took the pressed one's place, its part ready: pressed again whole, once.
    down();
    root.innerHTML = '<div data-when-visible="login"><button type="button">Log in</button></div>';
    const part = root.querySelector('[data-when-visible]') as Element;
    carryOutEarlyActions(root);
    carryOutEarlyActions(part);
    const fresh = part.querySelector('button') as HTMLElement;
    fresh.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, cancelable: true }));
    root.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    vi.runAllTimers();
    expect(pressed).toEqual(['Log in']);

    // Let go while the new part waits for its code: the browser sends no click; held until the part is ready.
    const other = page();
    down();
    other.root.innerHTML = '<main></main><div data-when-visible="login"></div>';
    carryOutEarlyActions(other.root);
    const main = other.root.querySelector('main') as Element;
    main.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, cancelable: true }));
    vi.runAllTimers();
    expect(other.pressed).toEqual([]);
    const waiting = other.root.querySelector('[data-when-visible]') as Element;
    waiting.innerHTML = '<button type="button">Log in</button>';
    carryOutEarlyActions(waiting);
    vi.runAllTimers();
    expect(other.pressed).toEqual(['Log in']);
  });

  it('keeps the text typed into a page that renders afresh for the field of the same kind in the same place', () => {
    const { root } = page();
    const zip = root.querySelector('input') as HTMLInputElement;
    zip.value = '78701';
    renderAfresh(root, () => {
      root.innerHTML = `<a href="/es/ACPPage">ACP</a>
        <form><input name="zip" /><button type="submit">Apply</button></form>
        <form><input type="email" /></form>`;
    });
    const [fresh, elsewhere] = [...root.querySelectorAll('input')] as HTMLInputElement[];
    expect(typedTextFor(elsewhere as HTMLInputElement)).toBeUndefined();
    expect(typedTextFor(fresh as HTMLInputElement)).toBe('78701');
    // Once: a field rendered there again later starts empty.
    expect(typedTextFor(fresh as HTMLInputElement)).toBeUndefined();
  });

  it.each([
    { taking: 'a field of the same kind', field: '<input name="zip" />', staysIn: true, after: 'is in it' },
    {
      taking: 'a field of another kind',
      field: '<input type="email" />',
      staysIn: false,
      after: 'is in none',
    },
  ])(
    'when $taking takes the place of the field the visitor was typing into, the visitor $after',
    ({ field, staysIn }) => {
      const { root } = page();
      (root.querySelector('input') as HTMLInputElement).focus();
      renderAfresh(root, () => {
        root.innerHTML = `<a href="/es/ACPPage">ACP</a><form>${field}<button type="submit">Apply</button></form>`;
      });
      expect(document.activeElement).toBe(staysIn ? root.querySelector('input') : document.body);
    },
  );

  it('waits for a held press’s control when the part renders its page after its first render, until the visitor moves on', async () => {
    const { root, pressed } = page();
    const part = root.querySelector('[data-when-visible]') as Element;
    (document.getElementById('login') as HTMLElement).click();
    part.innerHTML = '<p>Loading…</p>';
    carryOutEarlyActions(part);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toEqual([]);
    part.innerHTML = '<button type="button">Log in</button>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toEqual(['Log in']);

    const other = page();
    const otherPart = other.root.querySelector('[data-when-visible]') as Element;
    (document.getElementById('login') as HTMLElement).click();
    otherPart.innerHTML = '<p>Loading…</p>';
    carryOutEarlyActions(otherPart);
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    otherPart.innerHTML = '<button type="button">Log in</button>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(other.pressed).toEqual([]);
  });
});
