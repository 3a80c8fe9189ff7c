/**
 * What the OpenAPI documents say each operation may answer, read from the documents themselves, to hold the
 * scenario catalogue to them: an outcome the catalogue can produce must be a documented response of each of
 * its operations, with its error code named there (in an example or in the response's description).
 */
import { carrierApiDocument, mockControlDocument, type OpenApiDocument } from '@carrier/contracts/server';
import type { Scenario, ScenarioOperation } from '@carrier/scenarios';
import { appliesTo } from '@carrier/scenarios';

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

/** Every operation of a document by id, with its responses by status. */
function responsesById(document: OpenApiDocument): Map<string, Json> {
  const operations = new Map<string, Json>();
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem)) {
      if (isRecord(operation) && typeof operation.operationId === 'string' && isRecord(operation.responses))
        operations.set(operation.operationId, operation.responses);
    }
  }
  return operations;
}

/** The error codes a response names: its examples' `error`, and the `CODE`s its description quotes. */
function codesOf(document: OpenApiDocument, response: unknown): Set<string> {
  const resolved = resolve(document, response);
  if (!isRecord(resolved)) return new Set();
  const codes = new Set(
    [...String(resolved.description ?? '').matchAll(/`([A-Z][A-Z_]+)`/g)].map((match) => match[1] ?? ''),
  );
  for (const media of Object.values(isRecord(resolved.content) ? resolved.content : {})) {
    if (!isRecord(media)) continue;
    const examples = [
      media.example,
      ...Object.values(isRecord(media.examples) ? media.examples : {}).map(
        (example) => (resolve(document, example) as Json | undefined)?.value,
      ),
    ];
    for (const example of examples)
      if (isRecord(example) && typeof example.error === 'string') codes.add(example.error);
  }
  return codes;
}

export interface Documents {
  carrier: OpenApiDocument;
  control: OpenApiDocument;
}

/** The (operation, status, error code) triples the catalogue can produce that the documents do not describe. */
export function undocumentedOutcomes(
  scenarios: readonly Scenario[],
  documents: Documents = { carrier: carrierApiDocument, control: mockControlDocument },
): string[] {
  const carrier = responsesById(documents.carrier);
  const control = responsesById(documents.control);
  const problems: string[] = [];
  for (const scenario of scenarios) {
    // Faults break the contract on purpose (a dropped connection, a cut-off body): they are not replies.
    if (scenario.kind === 'fault') continue;
    const operationIds =
      scenario.operations === 'any'
        ? [...carrier.keys()].filter((id) => appliesTo(scenario, id as ScenarioOperation))
        : scenario.operations;
    for (const operationId of operationIds) {
      const document = carrier.has(operationId) ? documents.carrier : documents.control;
      const responses = carrier.get(operationId) ?? control.get(operationId);
      const response = responses?.[String(scenario.status)];
      if (!response) {
        problems.push(`${scenario.id}: ${operationId} documents no ${scenario.status}`);
        continue;
      }
      if (scenario.error !== null && !codesOf(document, response).has(scenario.error))
        problems.push(
          `${scenario.id}: ${operationId}'s ${scenario.status} does not name ${scenario.error} (example or description)`,
        );
    }
  }
  return problems;
}

/** The error codes of the carrier document's `ErrorCode` enum. */
export function documentedErrorCodes(document: OpenApiDocument = carrierApiDocument): Set<string> {
  const schema = (document.components?.schemas as Json | undefined)?.ErrorCode;
  return new Set(isRecord(schema) && Array.isArray(schema.enum) ? schema.enum.map(String) : []);
}
