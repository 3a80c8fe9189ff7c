import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

// Each language has its own addresses, so a page can be pre-rendered in it and found in it: English at the
// root (the spec's paths, which outside links use), Spanish under /es.
export const LOCALE_PREFIXES: Record<Locale, string> = { en: '', es: '/es' };
const PREFIX = LOCALE_PREFIXES;

/** The router's basename for a language (undefined at the root). */
export function basenameOf(locale: Locale): string | undefined {
  return PREFIX[locale] || undefined;
}

/** The language an address is in. */
export function localeOfPath(pathname: string): Locale {
  return (
    LOCALES.find(
      (locale) =>
        PREFIX[locale] && (pathname === PREFIX[locale] || pathname.startsWith(`${PREFIX[locale]}/`)),
    ) ?? DEFAULT_LOCALE
  );
}

/** A site path without its language prefix. */
export function unlocalisedPath(pathname: string): string {
  const prefix = PREFIX[localeOfPath(pathname)];
  return pathname.slice(prefix.length) || '/';
}

/** The address of a site path (with its query, if any) in a language. */
export function localePath(locale: Locale, path: string): string {
  const prefix = PREFIX[locale];
  return prefix && path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/**
 * Runs in the page's head before anything shows (injected by the build, so it is self-contained). The address
 * decides the language: an address that names one (`/es/…`) is never moved. One that names none (the spec's paths,
 * which outside links use: the site's entry) takes the visitor's stored choice (`user-locale`), so a visitor who
 * chose Spanish is sent to the Spanish address before anything shows.
 */
export function redirectToStoredLocale(prefixes: Record<string, string>, storageKey: string): void {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored === null || !(stored in prefixes)) return;
    const path = window.location.pathname;
    const named = Object.values(prefixes).some(
      (prefix) => prefix && (path === prefix || path.startsWith(`${prefix}/`)),
    );
    if (named) return;
    const wanted = prefixes[stored] ?? '';
    const target = wanted && path === '/' ? `${wanted}/` : `${wanted}${path}`;
    if (target !== path) window.location.replace(`${target}${window.location.search}${window.location.hash}`);
  } catch {
    // storage refused (private mode, blocked cookies): the address's language stands
  }
}

/**
 * Runs in the page's head too (injected by the build, self-contained): a language link of the header
 * (`a[data-locale-choice]`) stores the visitor's choice before the browser follows it, so the address in that
 * language is not sent back to the old choice by `redirectToStoredLocale`. It works before the page's script has
 * run: the header's links are plain links.
 */
export function rememberChosenLocale(storageKey: string): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-locale-choice]') : null;
      const chosen = link?.getAttribute('data-locale-choice');
      if (!chosen) return;
      try {
        localStorage.setItem(storageKey, chosen);
      } catch {
        // storage refused: the address's language stands for this visit
      }
    },
    true,
  );
}
