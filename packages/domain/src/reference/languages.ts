/** Languages of the site, code to English name (spec 000 §9); the wizard's language choice uses the names. */
export const LANGUAGES = { en: 'English', es: 'Spanish' } as const;

/** A site language code. */
export type LanguageCode = keyof typeof LANGUAGES;

/** A language name as the wizard stores it. */
export type LanguageName = (typeof LANGUAGES)[LanguageCode];

/** The language the site starts in. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** True when the value is a site language code. */
export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return value != null && Object.hasOwn(LANGUAGES, value);
}

/** True when the value is a language name the wizard accepts. */
export function isLanguageName(value: string | null | undefined): value is LanguageName {
  return Object.values(LANGUAGES).some((name) => name === value);
}
