// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Features never import one another (README, "Where you work"): a journey across features goes through src/app/
// or shared state in src/lib/. Biome's noRestrictedImports matches the specifier as written, and a relative path
// into another feature looks like one into src/lib/ from another depth, so the rule is checked on resolved paths.

const features = import.meta.dirname;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The relative module specifiers of a source: static and dynamic imports, re-exports, `vi.mock` paths. */
function relativeSpecifiers(source: string): string[] {
  const found = [
    ...source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s+['"](\.{1,2}\/[^'"]+)['"]/g),
    ...source.matchAll(/\b(?:import|mock|importActual)\s*(?:<[^>]*>)?\(\s*['"](\.{1,2}\/[^'"]+)['"]/g),
  ];
  return found.map((match) => match[1] as string);
}

/** The feature a path is in, if any. */
const featureOf = (path: string) => {
  const inside = relative(features, path);
  return inside.startsWith('..') ? undefined : inside.split(sep)[0];
};

/** Every import of one feature's file that lands in another feature, as 'file → target'. */
function crossFeatureImports(files: { path: string; source: string }[]): string[] {
  return files.flatMap(({ path, source }) => {
    const own = featureOf(path);
    return relativeSpecifiers(source)
      .map((specifier) => resolve(dirname(path), specifier))
      .filter((target) => featureOf(target) !== undefined && featureOf(target) !== own)
      .map((target) => `${relative(features, path)} → ${relative(features, target)}`);
  });
}

describe('features stay apart', () => {
  it('finds an import of another feature, at any depth', () => {
    const file = (path: string, source: string) => ({ path: join(features, path), source });
    expect(
      crossFeatureImports([
        file('account/pages/a.tsx', "import { x } from '../../catalogue/api/list-plans';"),
        file('account/b.ts', "export * from '../enrolment/state';"),
        file('account/c.ts', "const page = () => import('../checkout/pages/payment-page');"),
        file(
          'account/pages/d.tsx',
          "import { y } from '../../../lib/toast';\nimport { z } from '../api/log-in';",
        ),
      ]),
    ).toEqual([
      `account${sep}pages${sep}a.tsx → catalogue${sep}api${sep}list-plans`,
      `account${sep}b.ts → enrolment${sep}state`,
      `account${sep}c.ts → checkout${sep}pages${sep}payment-page`,
    ]);
  });

  it('no feature imports another', () => {
    const files = sourceFiles(features).map((path) => ({ path, source: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(crossFeatureImports(files)).toEqual([]);
  });
});
