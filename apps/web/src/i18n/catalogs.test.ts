// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages as domainMessages, isLanguageCode, messagesIn } from '@carrier/domain';
import { describe, expect, it } from 'vitest';
import { JOURNEY_AREAS } from './catalogue-parts';
import { LOCALES } from './locales';

const webRoot = join(import.meta.dirname, '../..');
const cataloguesDir = join(import.meta.dirname, 'catalogs');
const demoMessagesDir = join(webRoot, 'src/features/demo-panel/messages');

type Catalogue = Record<string, string>;
/** The features whose pages are the journeys (catalogue-parts.ts). */
const JOURNEY_FEATURES = ['application-wizard', 'checkout', 'eligibility', 'enrolment', 'invoice'];
const read = (path: string): Catalogue => JSON.parse(readFileSync(path, 'utf8'));

/** Each area file of a language, by file name. */
function areaFiles(locale: string): Record<string, Catalogue> {
  const dir = join(cataloguesDir, locale);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, read(join(dir, file))]),
  );
}

/** Every message a language has: its area files, the demo panel's, and the domain's texts. */
function catalogueOf(locale: string): Catalogue {
  if (!isLanguageCode(locale)) throw new Error(`The domain has no texts in '${locale}'`);
  return {
    ...messagesIn(locale),
    ...Object.assign({}, ...Object.values(areaFiles(locale))),
    ...read(join(demoMessagesDir, `${locale}.json`)),
  };
}

/** The ids the code names, extracted as FormatJS extracts them (literal ids only). */
function idsInCode(ignore: string[] = []): string[] {
  const output = execFileSync(
    join(webRoot, 'node_modules/.bin/formatjs'),
    [
      'extract',
      'src/**/*.{ts,tsx}',
      ...['src/**/*.test.{ts,tsx}', 'src/**/*.spec.{ts,tsx}', ...ignore].flatMap((glob) => [
        '--ignore',
        glob,
      ]),
    ],
    { cwd: webRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return Object.keys(JSON.parse(output));
}

/** The ICU arguments of a text (a plural's branches, `one {MES}`, are not arguments). */
const placeholders = (text: string) =>
  [
    ...new Set(
      [...text.matchAll(/(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)/g)].map((match) => match[1]),
    ),
  ].sort();
/** Arguments a translation chooses its plural by: a language may need one where English has none ('MESES'). */
const pluralArguments = (text: string) =>
  [...text.matchAll(/\{(\w+),\s*plural\s*,/g)].map((match) => match[1]);

describe('catalogues', () => {
  const ids = idsInCode();
  const english = catalogueOf('en');

  it('have a message for every id the code names', () => {
    expect(ids.filter((id) => !(id in english))).toEqual([]);
  });

  it('hold no message the code does not name (the domain texts aside, which pages show by their ids)', () => {
    const used = new Set(ids);
    expect(Object.keys(english).filter((id) => !used.has(id) && !(id in domainMessages))).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'translate every English message into %s',
    (locale) => {
      const translated = catalogueOf(locale);
      expect(Object.keys(english).filter((id) => !translated[id]?.trim())).toEqual([]);
      expect(Object.keys(translated).filter((id) => !(id in english))).toEqual([]);
    },
  );

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'keep the placeholders of each message in %s',
    (locale) => {
      const translated = catalogueOf(locale);
      const mismatched = Object.keys(english).filter((id) => {
        const own = placeholders(english[id] ?? '');
        const added = new Set(pluralArguments(translated[id] ?? '').filter((name) => !own.includes(name)));
        const kept = placeholders(translated[id] ?? '').filter((name) => !added.has(name));
        return JSON.stringify(own) !== JSON.stringify(kept);
      });
      expect(mismatched).toEqual([]);
    },
  );

  it("leave the journeys' messages to the journeys' features (pre-rendered pages hydrate without them)", () => {
    const journeyIds = new Set(
      JOURNEY_AREAS.flatMap((area) => Object.keys(read(join(cataloguesDir, `en/${area}.json`)))),
    );
    const elsewhere = idsInCode(JOURNEY_FEATURES.map((feature) => `src/features/${feature}/**`));
    expect(elsewhere.filter((id) => journeyIds.has(id))).toEqual([]);
  });

  it('have the same area files in every language', () => {
    const names = (locale: string) => Object.keys(areaFiles(locale)).sort();
    for (const locale of LOCALES) expect(names(locale)).toEqual(names('en'));
  });
});
