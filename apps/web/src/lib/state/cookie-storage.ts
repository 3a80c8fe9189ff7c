import type { SyncStorage } from './browser-storage';

function readCookie(key: string): string | undefined {
  // A page rendered ahead of time (scripts/prerender-plugin.ts) has no cookies: a first visit.
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(key)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/**
 * A JSON value in a cookie that lives `days` from each write (the wizard's personal-data cookie: 0.05 day,
 * about 72 minutes, spec 001 §3), so a reload keeps the applicant's answers and they do not outlive the visit. A
 * stored value the guard refuses, or that is not JSON, reads as the initial value.
 */
export function cookieStorage<Value>(
  days: number,
  accepts: (value: unknown) => value is Value,
): SyncStorage<Value> {
  const maxAge = Math.round(days * 24 * 60 * 60);
  return {
    getItem: (key, initialValue) => {
      const stored = readCookie(key);
      if (stored === undefined) return initialValue;
      try {
        const value: unknown = JSON.parse(stored);
        return accepts(value) ? value : initialValue;
      } catch {
        return initialValue;
      }
    },
    setItem: (key, value) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports.
      document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(JSON.stringify(value))}; max-age=${maxAge}; path=/; SameSite=Lax`;
    },
    removeItem: (key) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports.
      document.cookie = `${encodeURIComponent(key)}=; max-age=0; path=/; SameSite=Lax`;
    },
  };
}
