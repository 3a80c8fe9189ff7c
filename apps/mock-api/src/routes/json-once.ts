/** The JSON text of each body written so far, dropped with the object (and the state that held it). */
const written = new WeakMap<object, string>();

/**
 * A reply body as JSON, written once per object, as a real server caches its catalogue. Only for bodies that never
 * change while they exist: the catalogue's lists and items, which the mock replaces whole (seed, reset, restore, a
 * state file loaded) and never edits in place. A changed state is a new object, so it is written anew.
 */
export function jsonOnce(body: object): string {
  let text = written.get(body);
  if (text === undefined) {
    text = JSON.stringify(body);
    written.set(body, text);
  }
  return text;
}
