import type { MessageFormatElement } from 'react-intl';
import { type CataloguePart, partOf } from './catalogue-parts';
import type { Locale } from './locales';

/** A language's messages by id, parsed at build time (scripts/compiled-catalogues.ts). */
export type Catalogue = Record<string, MessageFormatElement[]>;

const ALL_PARTS: readonly CataloguePart[] = ['site', 'journeys'];

// One JSON file per area and language; the build makes one chunk of each part of a language (vite.config.ts).
const files = import.meta.glob<Catalogue>('./catalogs/*/*.json', { import: 'default' });

/** The domain's rule texts (the spec's words and their Spanish, kept once in `@carrier/domain`), by language. */
const domainTexts: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import('virtual:domain-messages/en').then((module) => module.default),
  es: () => import('virtual:domain-messages/es').then((module) => module.default),
};

/** The messages of a language, all of them or some parts; the domain's rule texts are part of the site's. */
export async function loadMessages(
  locale: Locale,
  parts: readonly CataloguePart[] = ALL_PARTS,
): Promise<Catalogue> {
  const loaded = await Promise.all([
    ...(parts.includes('site') ? [domainTexts[locale]()] : []),
    ...Object.entries(files)
      .filter(([path]) => path.startsWith(`./catalogs/${locale}/`) && parts.includes(partOf(path)))
      .map(([, load]) => load()),
  ]);
  return Object.assign({}, ...loaded);
}
