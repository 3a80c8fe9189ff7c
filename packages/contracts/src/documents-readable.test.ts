import { readFile } from 'node:fs/promises';
import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * A second opinion on both documents, from a tool that shares no code with the ones that build the mock (Ajv over
 * the generated JSON), the types (openapi-typescript) or the lint (Redocly): ReadMe's OpenAPI parser, which checks a
 * document against the OpenAPI 3.1 schema and its own rules (duplicate operationIds, path parameters, $refs).
 */
const DOCUMENTS = ['carrier-api', 'mock-control'] as const;
const BASE_DIALECT = 'https://spec.openapis.org/oas/3.1/dialect/base';

type Document = Exclude<Parameters<typeof validate>[0], string> & Record<string, unknown>;
type Node = Record<string, unknown>;

async function load(name: string): Promise<Document> {
  const source = new URL(`../../../openapi/${name}.yaml`, import.meta.url);
  return parse(await readFile(source, 'utf8')) as Document;
}

describe.each(DOCUMENTS)('openapi/%s.yaml, read by @readme/openapi-parser', (name) => {
  it('is a valid OpenAPI 3.1 document, without a warning', async () => {
    const result = await validate(await load(name));
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
  });

  // Without it, a tool may read the schemas as draft-07 and skip unevaluatedProperties, dependentRequired and
  // dependentSchemas (Prism 5 did, issue 16).
  it('declares its JSON Schema dialect: the OpenAPI 3.1 base dialect (JSON Schema 2020-12)', async () => {
    expect((await load(name)).jsonSchemaDialect).toBe(BASE_DIALECT);
  });

  it('resolves every $ref', async () => {
    const resolved = JSON.stringify(await dereference(await load(name)));
    expect(resolved).not.toContain('"$ref"');
  });
});

describe('the second opinion can fail', () => {
  it('rejects a copy of the carrier document whose schema points at a component that does not exist', async () => {
    const document = await load('carrier-api');
    const schemas = (document.components as Record<string, Record<string, Node>>).schemas ?? {};
    schemas.Error = { $ref: '#/components/schemas/NoSuchSchema' };
    expect((await validate(document)).valid).toBe(false);
  });

  it('rejects a copy that repeats an operationId', async () => {
    const document = await load('mock-control');
    const paths = document.paths as Record<string, Record<string, Node>>;
    const reset = paths['/__mock/reset']?.post as Node;
    reset.operationId = 'listScenarios';
    expect((await validate(document)).valid).toBe(false);
  });
});
