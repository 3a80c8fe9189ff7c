import { carrierApiDocument, type OpenApiDocument } from '@carrier/contracts/server';
import { operationKey } from '../pact-gates/pact-interactions';
import type { DocumentedOutcome, Outcome } from './outcome';

export type { DocumentedOutcome, Outcome } from './outcome';

/**
 * Codes every operation may answer the same way, whatever it does: the matrix names them once instead of once
 * per operation (the site treats them alike everywhere), and says why.
 */
export const GENERIC_CODES: Readonly<Record<string, string>> = {
  FIELD_VALIDATION_FAILED: 'a request the document refuses; the forms validate first and show field errors',
  REQUEST_TIMEOUT: 'the body did not arrive in time: a transport failure, shown as the time-out text',
  PAYLOAD_TOO_LARGE: 'a body over 1 MiB, which no form of the site can build',
  INTERNAL_SERVER_ERROR: "the carrier's unforeseen failure, shown as the generic text",
  FORBIDDEN: "another role's token on a subscriber path: the site sends only a subscriber's token there",
};

export const outcomeKey = (outcome: Outcome) => `${outcome.operationId} ${outcome.status} ${outcome.code}`;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(document: OpenApiDocument, node: unknown): unknown {
  let current = node;
  while (isRecord(current) && typeof current.$ref === 'string') {
    const pointer = current.$ref.slice(current.$ref.indexOf('#') + 2).split('/');
    current = pointer.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), document);
  }
  return current;
}

/** The example bodies of a response, in every media type: the codes it names are their `error`s. */
function errorExamples(document: OpenApiDocument, response: unknown): DocumentedOutcome['example'][] {
  const resolved = resolve(document, response);
  if (!isRecord(resolved) || !isRecord(resolved.content)) return [];
  return Object.values(resolved.content).flatMap((media) => {
    if (!isRecord(media)) return [];
    const examples = [
      media.example,
      ...Object.values(isRecord(media.examples) ? media.examples : {}).map(
        (example) => (resolve(document, example) as Json | undefined)?.value,
      ),
    ];
    return examples.filter(
      (example): example is DocumentedOutcome['example'] =>
        isRecord(example) && typeof example.error === 'string',
    );
  });
}

/**
 * Every error outcome the document gives the operations in `operations` (`METHOD /path`), generic codes left
 * out: one per (operation, status, code) its error responses' examples name.
 */
export function documentedOutcomes(
  operations: ReadonlySet<string>,
  document: OpenApiDocument = carrierApiDocument,
): DocumentedOutcome[] {
  return Object.entries(document.paths).flatMap(([path, pathItem]) =>
    Object.entries(pathItem).flatMap(([method, operation]) => {
      const key = operationKey(method, path);
      if (!operations.has(key) || !isRecord(operation) || !isRecord(operation.responses)) return [];
      const operationId = String(operation.operationId);
      return Object.entries(operation.responses).flatMap(([status, response]) =>
        Number(status) < 400
          ? []
          : errorExamples(document, response)
              .filter((example) => !(example.error in GENERIC_CODES))
              .map((example) => ({
                operationId,
                operation: key,
                status: Number(status),
                code: example.error,
                example,
              })),
      );
    }),
  );
}

/** `METHOD /path` to operation id, for every operation of the document. */
export function operationIds(document: OpenApiDocument = carrierApiDocument): Map<string, string> {
  return new Map(
    Object.entries(document.paths).flatMap(([path, pathItem]) =>
      Object.entries(pathItem).flatMap(([method, operation]) =>
        isRecord(operation) && typeof operation.operationId === 'string'
          ? [[operationKey(method, path), operation.operationId] as const]
          : [],
      ),
    ),
  );
}
