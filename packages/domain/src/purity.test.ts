import { describe, expect, it } from 'vitest';

declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

const FORBIDDEN =
  /\b(fetch|XMLHttpRequest|WebSocket)\s*\(|\b(window|document|localStorage|sessionStorage|navigator|process)\b/;

// The package is pure: no runtime dependency (only relative imports), no DOM, no network, no storage. The one
// package it names is the contract's generated types, imported as types only (erased when compiled), so that its
// payload builders return the document's request bodies.
const CONTRACT_TYPES = /^import type \{[^}]*\} from '@carrier\/contracts\/types';$/gm;
const sources = Object.entries(
  import.meta.glob('./**/*.ts', { query: '?raw', import: 'default', eager: true }),
).filter(([path]) => !/\.test(-d)?\.ts$/.test(path));

/** The source without comments and string contents, so prose like 'a missing document' does not count. */
function code(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");
}

/** Module specifiers of static and dynamic imports and re-exports that are not relative paths. */
function packageImports(source: string): string[] {
  const code = source.replace(CONTRACT_TYPES, '');
  const statics = [...code.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)];
  const dynamics = [...code.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]/g)];
  return [...statics, ...dynamics]
    .map((match) => match[1] ?? '')
    .filter((specifier) => !/^\.\.?\//.test(specifier));
}

describe('purity', () => {
  it.each([
    ['fetch(url)', true],
    ['window.location', true],
    ['globalThis.localStorage', true],
    ["'a missing document'", false],
    ['// the activation window', false],
  ])('the scan flags %j: %s', (snippet, flagged) => {
    expect(FORBIDDEN.test(code(snippet))).toBe(flagged);
  });

  it('finds the sources', () => {
    expect(sources.length).toBeGreaterThan(40);
  });

  it.each([
    ["import { a } from './a';", []],
    ["import type { B } from 'react';", ['react']],
    ["export { c } from 'fastify';", ['fastify']],
    ["const d = await import('node:fs');", ['node:fs']],
    ["import type { components } from '@carrier/contracts/types';", []],
    ["import { components } from '@carrier/contracts/types';", ['@carrier/contracts/types']],
    ["import type { CarrierClient } from '@carrier/contracts';", ['@carrier/contracts']],
  ])('the scan finds the packages of %j', (snippet, packages) => {
    expect(packageImports(snippet)).toEqual(packages);
  });

  it.each(sources)('%s imports only relative modules', (_path, source) => {
    expect(packageImports(source)).toEqual([]);
  });

  it.each(sources)('%s touches no DOM, network or storage', (_path, source) => {
    expect(code(source)).not.toMatch(FORBIDDEN);
  });
});
