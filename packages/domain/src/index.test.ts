import { describe, expect, it } from 'vitest';
import * as api from './index';

declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

const modules = Object.entries(
  import.meta.glob('./**/*.ts', { query: '?raw', import: 'default', eager: true }),
).filter(([path]) => !/\.test(-d)?\.ts$/.test(path) && path !== './index.ts');

// Helpers the validators, and the payload builders, share among themselves; not part of the API.
const INTERNAL = new Set([
  'text',
  'failIf',
  'collect',
  'withFormError',
  'emailFailure',
  'zipFailure',
  'shippingAddressFailure',
  'withoutBlanks',
  'textOf',
  'numberOf',
]);

// The index is the package's one entry: every other value a module exports is reachable from it.
describe('public API', () => {
  it.each(modules)('%s is exported through the index', (_path, source) => {
    const names = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1] ?? '');
    for (const name of names.filter((exported) => !INTERNAL.has(exported))) {
      expect(api, `${name} is missing from index.ts`).toHaveProperty(name);
    }
  });
});
