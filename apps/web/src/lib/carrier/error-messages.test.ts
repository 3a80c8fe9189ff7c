// @vitest-environment node
import { carrierApiDocument } from '@carrier/contracts/server';
import {
  CARRIER_ERROR_MESSAGES,
  COMMON_ERROR_MESSAGES,
  mappedErrorMessageId,
  messages,
  messagesIn,
} from '@carrier/domain';
import { describe, expect, it } from 'vitest';
import { findSourceCalls } from '../../testing/pact-gates/carrier-calls';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** Follows `$ref`s inside the document. */
function deref(value: unknown): unknown {
  let node = value;
  while (isNode(node) && typeof node.$ref === 'string') {
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (isNode(at) ? at[key] : undefined), carrierApiDocument);
  }
  return node;
}

/** Every error code an operation's failure responses document (their examples), a plain-text 403 as ACCESS_DENIED. */
function documentedCodes(operation: Node): string[] {
  const codes = new Set<string>();
  for (const [status, response] of Object.entries(deref(operation.responses) as Node)) {
    if (/^[23]/.test(status)) continue;
    const content = (deref(response) as Node).content as Record<string, Node> | undefined;
    for (const [mediaType, media] of Object.entries(content ?? {})) {
      if (mediaType === 'text/plain') codes.add('ACCESS_DENIED');
      const examples = [
        media.example,
        ...Object.values((media.examples as Node) ?? {}).map((e) => (deref(e) as Node).value),
      ];
      for (const example of examples)
        if (isNode(example) && typeof example.error === 'string') codes.add(example.error);
    }
  }
  return [...codes];
}

const operations = new Map<string, { method: string; path: string; codes: string[] }>();
for (const [path, item] of Object.entries(carrierApiDocument.paths))
  for (const [method, operation] of Object.entries(item))
    if (isNode(operation) && typeof operation.operationId === 'string')
      operations.set(operation.operationId, { method, path, codes: documentedCodes(operation) });

const calledOperations = [
  ...new Set(
    findSourceCalls().calls.flatMap(({ method, path }) =>
      [...operations]
        .filter(([, op]) => op.method === method.toLowerCase() && op.path === path)
        .map(([id]) => id),
    ),
  ),
].sort();

const spanish = messagesIn('es');

describe('the map from (operation, code) to message', () => {
  it('finds the operations the web calls', () => {
    expect(calledOperations.length).toBeGreaterThan(50);
  });

  it.each(calledOperations)('words every documented code of %s', (operationId) => {
    const unworded = (operations.get(operationId)?.codes ?? []).filter(
      (code) => mappedErrorMessageId(operationId, code) === undefined,
    );
    expect(unworded).toEqual([]);
  });

  it.each(Object.entries(CARRIER_ERROR_MESSAGES))(
    'names only codes the document gives %s',
    (operationId, own) => {
      const documented = operations.get(operationId)?.codes;
      expect(documented, `${operationId} is not an operation of the document`).toBeDefined();
      expect(Object.keys(own).filter((code) => !documented?.includes(code))).toEqual([]);
    },
  );

  it.each(['TIMEOUT', 'ACCESS_DENIED', 'NETWORK_ERROR', 'MALFORMED_REPLY', 'HTTP_401', 'HTTP_403'])(
    'words the client fault %s',
    (code) => {
      expect(code in COMMON_ERROR_MESSAGES).toBe(true);
    },
  );

  const ids = [
    ...new Set([
      ...Object.values(CARRIER_ERROR_MESSAGES).flatMap((own) => Object.values(own)),
      ...Object.values(COMMON_ERROR_MESSAGES),
    ]),
  ];
  it.each(ids)('has %s in English and in Spanish, each its own words', (id) => {
    expect(messages[id]).toBeTruthy();
    expect(spanish[id]).toBeTruthy();
    expect(spanish[id]).not.toBe(messages[id]);
  });
});
