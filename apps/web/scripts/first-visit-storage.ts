// The pre-render shows the site to a first-time visitor: Web Storage holds nothing. The site's modules read it
// as they load, so it is in place before the pre-render's bundle is imported, and taken away after.
/** Web Storage with nothing in it: a first visit. */
export class EmptyStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

/** Runs `work` with an empty localStorage and sessionStorage in this process. */
export async function asFirstVisit<T>(work: () => Promise<T>): Promise<T> {
  const global = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  const before = { localStorage: global.localStorage, sessionStorage: global.sessionStorage };
  Object.assign(global, { localStorage: new EmptyStorage(), sessionStorage: new EmptyStorage() });
  try {
    return await work();
  } finally {
    Object.assign(global, before);
  }
}
