// Vite plugin: the site's messages reach the page already parsed. Every catalogue file (and the domain's rule
// texts in each language, `virtual:domain-messages/<language>`) becomes the ASTs react-intl formats, parsed here at
// build time as `formatjs compile --ast` does, so the browser build drops the ICU parser (aliased to its no-parser
// build, as react-intl's performance guide describes): a message that reached the page as a string would throw there.
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const DOMAIN_MESSAGES = /^virtual:domain-messages\/(\w+)$/;
/** The catalogue files: the site's areas by language and the demo panel's own. */
const CATALOGUE_FILE = /\/src\/(?:i18n\/catalogs\/\w+|features\/demo-panel\/messages)\/[\w-]+\.json$/;

export function compile(catalogue: Record<string, string>): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)]));
}

export function compiledCatalogues(): Plugin {
  return {
    name: 'carrier:compiled-catalogues',
    enforce: 'pre',
    config: (_user, env) =>
      env.command === 'build'
        ? {
            resolve: {
              alias: [
                {
                  find: /^@formatjs\/icu-messageformat-parser$/,
                  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
                },
              ],
            },
          }
        : undefined,
    resolveId: (id) => (DOMAIN_MESSAGES.test(id) ? `\0${id}` : undefined),
    async load(id) {
      const language = DOMAIN_MESSAGES.exec(id.replace(/^\0/, ''))?.[1];
      if (!id.startsWith('\0') || !language) return undefined;
      // The domain is TypeScript source that Vite's config loader leaves to Node: tsx reads it.
      const domain: typeof import('@carrier/domain') = await tsImport('@carrier/domain', import.meta.url);
      if (!domain.isLanguageCode(language)) throw new Error(`The domain has no texts in '${language}'`);
      return `export default ${JSON.stringify(compile(domain.messagesIn(language)))};`;
    },
    // Before Vite's JSON plugin: the file stays JSON, its texts become ASTs.
    transform: (code, id) =>
      CATALOGUE_FILE.test(id.replace(/\?.*$/, ''))
        ? { code: JSON.stringify(compile(JSON.parse(code))), map: null }
        : undefined,
  };
}
