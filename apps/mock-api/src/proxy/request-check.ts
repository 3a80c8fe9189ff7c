import type { JsonSchema, OperationDescription } from '@carrier/contracts/server';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { compileRequestPart, type SchemaValidators } from '../validation/schema-validation';
import { schemaFindings } from './findings';
import type { Finding } from './violation-log';

/** A request as the proxy received it: parameters as text, the body as bytes. */
export interface RequestSeen {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: Buffer | undefined;
}

/** Where each request part's findings point (mock-control.yaml `Violation.pointer`). */
const PARTS = [
  ['params', 'params', '/path'],
  ['querystring', 'query', '/query'],
  ['headers', 'headers', '/headers'],
] as const;

type Compiled = Partial<Record<(typeof PARTS)[number][0] | 'body', ValidateFunction>>;

function mediaTypeOf(headers: Record<string, unknown>): string {
  return String(headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() as string;
}

/**
 * Checks a request against its operation with the validators the simulated routes use (same schemas, same Ajv,
 * same coercion of text parameters), but reports what it finds instead of answering 400.
 */
export function createRequestCheck(validators: SchemaValidators) {
  const cache = new Map<string, Compiled>();
  const compiledFor = (operation: OperationDescription): Compiled => {
    let compiled = cache.get(operation.operationId);
    if (compiled) return compiled;
    const { request } = operation;
    const compile = (schema: JsonSchema | undefined, part: string) =>
      schema && compileRequestPart(validators, schema, part, false);
    compiled = {
      params: compile(request.params, 'params'),
      querystring: compile(request.querystring, 'querystring'),
      headers: compile(request.headers, 'headers'),
      body: compile(request.body, 'body'),
    };
    cache.set(operation.operationId, compiled);
    return compiled;
  };

  return (operation: OperationDescription, request: RequestSeen): Finding[] => {
    const compiled = compiledFor(operation);
    const findings: Finding[] = [];
    for (const [part, field, place] of PARTS) {
      const validate = compiled[part];
      // A copy: coercing the text parameters must not change what is forwarded.
      if (validate && !validate({ ...request[field] }))
        findings.push(...schemaFindings(validate.errors ?? [], 'request', place));
    }
    return [...findings, ...bodyFindings(operation, compiled.body, request)];
  };
}

function bodyFindings(
  operation: OperationDescription,
  validate: ValidateFunction | undefined,
  request: RequestSeen,
): Finding[] {
  const finding = (kind: Finding['kind'], pointer: string, message: string): Finding[] => [
    { direction: 'request', kind, pointer, message },
  ];
  const sent = request.body !== undefined && request.body.length > 0;
  const { bodyMediaType, bodyRequired } = operation.request;
  if (!validate || !bodyMediaType)
    return sent ? finding('unexpected-body', '/body', `${operation.operationId} takes no body`) : [];
  if (!sent)
    return bodyRequired ? finding('missing-property', '/body', 'the body is required and missing') : [];
  const mediaType = mediaTypeOf(request.headers);
  if (mediaType !== bodyMediaType)
    return finding(
      'wrong-content-type',
      '/headers/content-type',
      `${mediaType ? `content type ${mediaType}` : 'no content type'} where the document has ${bodyMediaType}`,
    );
  let body: unknown;
  try {
    body = JSON.parse(String(request.body));
  } catch {
    return finding('invalid-json', '/body', 'the body is not valid JSON');
  }
  return validate(body) ? [] : schemaFindings(validate.errors ?? [], 'request', '/body');
}
