/**
 * Requests read from openapi/carrier-api.yaml itself: for each operation, a valid request built from the
 * document's examples, and requests that break the document (a missing required field, a wrong type, an
 * overlong string, a malformed path or query parameter), each naming the field it breaks.
 */
import {
  carrierApiDocument,
  describeOperations,
  type JsonSchema,
  type OperationDescription,
} from '@carrier/contracts/server';
import type { InjectOptions } from 'fastify';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a `#/…` pointer, or a `<documentId>#/…` one as `describeOperations` writes them. */
function resolve(node: unknown): Json {
  let current = node;
  while (isRecord(current) && typeof current.$ref === 'string') {
    const pointer = current.$ref.slice(current.$ref.indexOf('#') + 2).split('/');
    current = pointer.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), carrierApiDocument);
  }
  if (!isRecord(current)) throw new Error(`unresolvable schema ${JSON.stringify(node)}`);
  return current;
}

export const carrierOperations = describeOperations(carrierApiDocument, 'carrier-api');

function rawOperation(operation: OperationDescription): Json {
  const pathItem = carrierApiDocument.paths[operation.path];
  return resolve(pathItem?.[operation.method]);
}

interface Parameter {
  name: string;
  in: string;
  example?: unknown;
  schema: Json;
}

function parameters(operation: OperationDescription): Parameter[] {
  const raw = rawOperation(operation);
  return ((raw.parameters as unknown[] | undefined) ?? []).map((p) => {
    const parameter = resolve(p);
    return { ...(parameter as unknown as Parameter), schema: resolve(parameter.schema) };
  });
}

function exampleBody(operation: OperationDescription): Json | undefined {
  const body = resolve(rawOperation(operation).requestBody ?? {});
  const media = isRecord(body.content) ? Object.values(body.content)[0] : undefined;
  if (!isRecord(media)) return undefined;
  if (isRecord(media.example)) return media.example;
  const first = isRecord(media.examples) ? Object.values(media.examples)[0] : undefined;
  return isRecord(first) && isRecord(first.value) ? first.value : undefined;
}

function fillPath(operation: OperationDescription, values: Record<string, unknown>): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
}

function pathExamples(operation: OperationDescription): Record<string, unknown> {
  return Object.fromEntries(
    parameters(operation)
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, p.example ?? p.schema.example]),
  );
}

/** A request the document accepts, from its examples. */
export function exampleRequest(operation: OperationDescription): InjectOptions {
  const body = exampleBody(operation);
  return {
    method: operation.method.toUpperCase() as InjectOptions['method'],
    url: fillPath(operation, pathExamples(operation)),
    ...(body ? { payload: body } : {}),
  };
}

/** Properties and required names of an object schema, its `allOf` parts included. */
function objectShape(schema: JsonSchema): { properties: Record<string, Json>; required: string[] } {
  const node = resolve(schema);
  const parts = ((node.allOf as JsonSchema[] | undefined) ?? []).map(objectShape);
  const own = isRecord(node.properties) ? node.properties : {};
  return {
    properties: Object.assign(
      {},
      ...parts.map((part) => part.properties),
      Object.fromEntries(Object.entries(own).map(([name, property]) => [name, resolve(property)])),
    ),
    required: [...((node.required as string[] | undefined) ?? []), ...parts.flatMap((part) => part.required)],
  };
}

/** A value of another JSON type than the schema's single declared type. */
function wrongTypeValue(schema: Json): unknown {
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'array':
    case 'object':
      return 'not a list or object';
    default:
      return undefined;
  }
}

/** A path or query value the schema rejects, as text; undefined when none can be built from the schema. */
function badParameterText(schema: Json): string | undefined {
  if (schema.type === 'integer' || schema.type === 'number') return 'twelve';
  if (schema.type === 'boolean') return 'maybe';
  if (Array.isArray(schema.enum) && !schema.enum.includes('fr')) return 'fr';
  if (typeof schema.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1);
  const notMatching = 'not valid!';
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(notMatching))
    return notMatching;
  if (schema.format === 'uuid' || schema.format === 'email') return notMatching;
  return undefined;
}

export interface BreakingRequest {
  /** What is broken, for the test name. */
  breaks: string;
  /** The field the error list must name. */
  field: string;
  request: InjectOptions;
}

function bodyBreaks(operation: OperationDescription, base: InjectOptions): BreakingRequest[] {
  const example = exampleBody(operation);
  if (!operation.request.body || !example) return [];
  const { properties, required } = objectShape(operation.request.body);
  const given = Object.keys(example);
  const withBody = (breaks: string, field: string, payload: Json): BreakingRequest => ({
    breaks,
    field,
    request: { ...base, payload },
  });
  const breaks: BreakingRequest[] = [];
  const missing = required.find((name) => given.includes(name));
  if (missing) {
    const { [missing]: _dropped, ...rest } = example;
    breaks.push(withBody(`body without required ${missing}`, missing, rest));
  }
  const retyped = given.find((name) => properties[name] && wrongTypeValue(properties[name]) !== undefined);
  if (retyped) {
    const value = wrongTypeValue(properties[retyped] as Json);
    breaks.push(withBody(`body ${retyped} of the wrong type`, retyped, { ...example, [retyped]: value }));
  }
  const bounded = given.find((name) => typeof properties[name]?.maxLength === 'number');
  if (bounded) {
    const overlong = 'x'.repeat((properties[bounded]?.maxLength as number) + 1);
    breaks.push(withBody(`body ${bounded} too long`, bounded, { ...example, [bounded]: overlong }));
  }
  return breaks;
}

function parameterBreaks(operation: OperationDescription, base: InjectOptions): BreakingRequest[] {
  return parameters(operation).flatMap((parameter): BreakingRequest[] => {
    const text = badParameterText(parameter.schema);
    if (text === undefined) return [];
    const breaks = `${parameter.in} parameter ${parameter.name} malformed`;
    if (parameter.in === 'path') {
      const url = fillPath(operation, { ...pathExamples(operation), [parameter.name]: text });
      return [{ breaks, field: parameter.name, request: { ...base, url } }];
    }
    if (parameter.in === 'query') {
      const url = `${base.url}?${new URLSearchParams({ [parameter.name]: text }).toString()}`;
      return [{ breaks, field: parameter.name, request: { ...base, url } }];
    }
    return [];
  });
}

/** Requests that break the document, built from the operation's schemas and examples. */
export function breakingRequests(operation: OperationDescription): BreakingRequest[] {
  const base = exampleRequest(operation);
  return [...bodyBreaks(operation, base), ...parameterBreaks(operation, base)];
}
