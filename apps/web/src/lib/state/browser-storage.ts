import { createJSONStorage } from 'jotai/utils';

type Area = () => Storage;

/** The storage interface jotai's `atomWithStorage` takes. */
export interface SyncStorage<Value> {
  getItem: (key: string, initialValue: Value) => Value;
  setItem: (key: string, value: Value) => void;
  removeItem: (key: string) => void;
  /** Another tab's write of the key (Web Storage's `storage` event). */
  subscribe?: (key: string, callback: (value: Value) => void, initialValue: Value) => () => void;
}

// The spec's keys hold plain strings (TOKEN, SubscriberId, user-locale, …), as the carrier's other clients
// read them; only structured values (userData) are JSON.
/**
 * A storage over one Web Storage area that keeps values as plain strings; null removes the key, and a stored
 * value the guard refuses reads as the initial value.
 */
export function plainStorage<Value extends string | null>(
  area: Area,
  accepts: (value: string) => value is Exclude<Value, null> = (value): value is Exclude<Value, null> =>
    value !== '',
): SyncStorage<Value> {
  return {
    getItem: (key, initialValue) => {
      const stored = area().getItem(key);
      return stored !== null && accepts(stored) ? stored : initialValue;
    },
    setItem: (key, value) => (value === null ? area().removeItem(key) : area().setItem(key, value)),
    removeItem: (key) => area().removeItem(key),
  };
}

/**
 * A storage over one Web Storage area that keeps a value as JSON, or none (null); a stored value the guard refuses
 * (or that is not JSON) reads as the initial value, here and when another tab writes it.
 */
export function jsonStorage<Stored>(
  area: Area,
  accepts: (value: unknown) => value is Stored,
): SyncStorage<Stored | null> {
  const json = createJSONStorage<unknown>(area);
  const checked = (value: unknown, initialValue: Stored | null) => (accepts(value) ? value : initialValue);
  return {
    getItem: (key, initialValue) => checked(json.getItem(key, initialValue), initialValue),
    setItem: (key, value) => json.setItem(key, value),
    removeItem: (key) => json.removeItem(key),
    subscribe: (key, callback, initialValue) =>
      json.subscribe?.(key, (value) => callback(checked(value, initialValue)), initialValue) ?? (() => {}),
  };
}

export const local: Area = () => localStorage;
export const session: Area = () => sessionStorage;
