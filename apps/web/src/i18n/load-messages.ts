import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales';

/** A language's messages by id, parsed at build time (scripts/compiled-catalogues.ts). */
export type Catalogue = Record<string, MessageFormatElement[]>;

// One JSON file per area and language; Vite turns each language's files into chunks loaded on demand.
const files = import.meta.glob<Catalogue>('./catalogs/*/*.json', { import: 'default' });

/** The files of one language, by path. */
export function catalogueFiles(locale: Locale): (() => Promise<Catalogue>)[] {
  return Object.entries(files)
    .filter(([path]) => path.startsWith(`./catalogs/${locale}/`))
    .map(([, load]) => load);
}

/**
 * Every message of a language. English rule messages are the domain's own texts (the spec's words, kept once
 * in `@carrier/domain`); Spanish translates the same ids in `catalogs/es/domain.json`.
 */
export async function loadMessages(locale: Locale): Promise<Catalogue> {
  const parts = await Promise.all([
    ...(locale === 'en' ? [import('virtual:domain-messages').then((module) => module.default)] : []),
    ...catalogueFiles(locale).map((load) => load()),
  ]);
  return Object.assign({}, ...parts);
}
