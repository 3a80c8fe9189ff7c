import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

// Each language has its own addresses, so a page can be pre-rendered in it and found in it: English at the
// root (the spec's paths, which outside links use), Spanish under /es.
const PREFIX: Record<Locale, string> = { en: '', es: '/es' };

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
