import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messagesIn } from '@carrier/domain';
import type { Locale } from '../../src/i18n/locales';

const CATALOGS = fileURLToPath(new URL('../../src/i18n/catalogs', import.meta.url));

function catalogue(locale: Locale): Record<string, string> {
  const dir = `${CATALOGS}/${locale}`;
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.assign(
    { ...messagesIn(locale) },
    ...files.map((file) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'))),
  );
}

const catalogues: Partial<Record<Locale, Record<string, string>>> = {};

/** Every message of a language, by id, as the catalogues hold them (placeholders unfilled). */
export function messagesOf(locale: Locale): Readonly<Record<string, string>> {
  catalogues[locale] ??= catalogue(locale);
  return catalogues[locale] ?? {};
}

/** The site's words for a message id in a language, placeholders filled: journeys read the page as a user does. */
export function copy(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  const text = messagesOf(locale)[id];
  if (text === undefined) throw new Error(`No ${locale} message ${id}`);
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}
