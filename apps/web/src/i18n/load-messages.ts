import type { MessageFormatElement } from 'react-intl';
import { type CataloguePart, partOf } from './catalogue-parts';
import type { Locale } from './locales';

/** A language's messages by id, parsed at build time (scripts/compiled-catalogues.ts). */
export type Catalogue = Record<string, MessageFormatElement[]>;

const ALL_PARTS: readonly CataloguePart[] = ['site', 'journeys'];

// One JSON file per area and language; the build makes one chunk of each part of a language (vite.config.ts).
const files = import.meta.glob<Catalogue>('./catalogs/*/*.json', { import: 'default' });

/**
 * The messages of a language, all of them or some parts. English rule messages are the domain's own texts (the
 * spec's words, kept once in `@carrier/domain`), part of the site's; Spanish translates the same ids in
 * `catalogs/es/domain.json`.
 */
export async function loadMessages(
  locale: Locale,
  parts: readonly CataloguePart[] = ALL_PARTS,
): Promise<Catalogue> {
  const loaded = await Promise.all([
    ...(locale === 'en' && parts.includes('site')
      ? [import('virtual:domain-messages').then((module) => module.default)]
      : []),
    ...Object.entries(files)
      .filter(([path]) => path.startsWith(`./catalogs/${locale}/`) && parts.includes(partOf(path)))
      .map(([, load]) => load()),
  ]);
  return Object.assign({}, ...loaded);
}
