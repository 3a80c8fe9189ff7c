import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { castsIn, programOf, REPO } from './type-casts';

const WEB_TSCONFIG = resolve(REPO, 'apps/web/tsconfig.json');
const E2E_TSCONFIG = resolve(REPO, 'apps/web/e2e/tsconfig.json');
const WEB_SOURCES = `${resolve(REPO, 'apps/web/src')}/`;
const E2E_SOURCES = `${resolve(REPO, 'apps/web/e2e')}/`;
const DOMAIN_SOURCES = `${resolve(REPO, 'packages/domain/src')}/`;

/** A seeded web module: the casts the gate must find, beside the ones it must leave alone. */
const SEEDED = resolve(REPO, 'apps/web/src/features/seeded/seeded.ts');
const SEEDED_SOURCE = `
import type { components } from '@carrier/contracts';
import { type CountryCode, simQuotePayload } from '@carrier/domain';

type SimPriceRequest = components['schemas']['SimPriceRequest'];
interface Quote extends SimPriceRequest {}
declare const held: unknown;
declare const element: EventTarget;

export const direct = held as components['schemas']['SimPriceRequest'];
export const aliased = held as SimPriceRequest;
export const extended = held as Quote;
export const doubled = held as unknown as CountryCode[];
export const angled = <SimPriceRequest>held;
export const inferred = held as Parameters<typeof simQuotePayload>[0];
export const literal = ['a'] as const;
export const dom = element as HTMLInputElement;
export const plain = held as { zip: string };
`;

describe('casts to a contract or domain type', () => {
  it('finds each seeded one, through aliases, interfaces, typeof and double casts, and leaves others alone', () => {
    const program = programOf(WEB_TSCONFIG, { [SEEDED]: SEEDED_SOURCE });
    const found = castsIn(program, [SEEDED], ['contracts', 'domain']).map(({ line, owners }) => ({
      line,
      owners,
    }));
    expect(found).toEqual([
      { line: 10, owners: ['contracts'] },
      { line: 11, owners: ['contracts'] },
      { line: 12, owners: ['contracts'] },
      { line: 13, owners: ['domain'] },
      { line: 14, owners: ['contracts'] },
      { line: 15, owners: ['domain'] },
    ]);
  });

  // The web sends and reads the document's shapes as the domain builds them and the client types them: a cast
  // would write a shape again and hide a wrong one from the typecheck (issue 18, item 7). The domain's own
  // generic helpers may cast to their type parameters, never to a contract type.
  it('none in the web and its browser tests, none to a contract type in the domain', () => {
    const program = programOf(WEB_TSCONFIG);
    const files = program.getSourceFiles().map((file) => file.fileName);
    const web = files.filter((file) => file.startsWith(WEB_SOURCES));
    const domain = files.filter((file) => file.startsWith(DOMAIN_SOURCES));
    const e2eProgram = programOf(E2E_TSCONFIG);
    const e2e = e2eProgram
      .getSourceFiles()
      .map((file) => file.fileName)
      .filter((file) => file.startsWith(E2E_SOURCES));
    expect(web.length).toBeGreaterThan(100);
    expect(domain.length).toBeGreaterThan(50);
    expect(e2e.length).toBeGreaterThan(10);
    expect([
      ...castsIn(program, web, ['contracts', 'domain']),
      ...castsIn(program, domain, ['contracts']),
      ...castsIn(e2eProgram, e2e, ['contracts', 'domain']),
    ]).toEqual([]);
  });
});
