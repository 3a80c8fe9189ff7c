import { carrierApiDocument, type OpenApiDocument } from '@carrier/contracts/server';
import type { SpecRequest } from './fixture';

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

/** A schema and every schema it is made of (`allOf`, `anyOf`, `oneOf`), resolved. */
function parts(document: OpenApiDocument, schema: unknown): Json[] {
  const node = resolve(document, schema);
  if (!isRecord(node)) return [];
  const composed = ['allOf', 'anyOf', 'oneOf'].flatMap((key) =>
    Array.isArray(node[key]) ? (node[key] as unknown[]).flatMap((part) => parts(document, part)) : [],
  );
  return [node, ...composed];
}

/** The request body schema of `METHOD /path`. */
function requestSchema(document: OpenApiDocument, operation: string): unknown {
  const [method = '', path = ''] = operation.split(' ');
  const item = document.paths[path]?.[method.toLowerCase()];
  const body = resolve(document, isRecord(item) ? item.requestBody : undefined);
  const content = isRecord(body) && isRecord(body.content) ? body.content['application/json'] : undefined;
  return isRecord(content) ? content.schema : undefined;
}

/**
 * The fields a request's description records as not taken: after "Not taken", the backticked names outside
 * the parentheses that give each one's reason.
 */
function notTaken(descriptions: string[]): Set<string> {
  return new Set(
    descriptions.flatMap((text) => {
      const at = text.indexOf('Not taken');
      if (at < 0) return [];
      const names = text.slice(at).replace(/\([^()]*\)/g, '');
      return [...names.matchAll(/`([A-Za-z0-9_]+)`/g)].map((match) => match[1] ?? '');
    }),
  );
}

/**
 * What falls short for one spec request: a field the document neither takes nor records as not taken, a field
 * recorded as not taken that the document takes after all, and a taken field the domain's body leaves out.
 */
export function specFieldProblems(
  request: SpecRequest,
  document: OpenApiDocument = carrierApiDocument,
): string[] {
  const schemas = parts(document, requestSchema(document, request.operation));
  if (schemas.length === 0) return [`${request.operation}: the document gives it no JSON request body`];
  const properties = new Set(
    schemas.flatMap((schema) => (isRecord(schema.properties) ? Object.keys(schema.properties) : [])),
  );
  const refused = notTaken(
    schemas.flatMap((schema) => (typeof schema.description === 'string' ? [schema.description] : [])),
  );
  const built = request.built?.();
  return request.fields.flatMap((field) => {
    const where = `${request.operation} (${request.spec}): ${field}`;
    if (properties.has(field) && refused.has(field)) return [`${where} is taken, yet recorded as not taken`];
    if (refused.has(field)) return [];
    if (!properties.has(field))
      return [`${where} is neither taken by the document nor recorded as not taken`];
    if (built && !(field in built))
      return [`${where} is taken by the document, but the domain does not build it`];
    return [];
  });
}
