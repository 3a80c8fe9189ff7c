/** The site's languages; English is the default (spec 000 §9). */
export const LOCALES = ['en', 'es'] as const;

/** A language of the site. */
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The locale numbers, money and dates are formatted in: the US variants ("$3.00" in Spanish too, DESIGN.md). */
export const FORMAT_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** True when a stored or requested value names one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
