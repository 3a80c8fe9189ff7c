import type { JsonSchema, OpenApiDocument, OperationDescription } from '@carrier/contracts/server';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The `$id` under which a document's components are registered; operation schemas `$ref` into it. */
export const CARRIER_SCHEMA_ID = 'carrier-api';
export const CONTROL_SCHEMA_ID = 'mock-control';

/**
 * Ajv instances for the OpenAPI documents (JSON Schema 2020-12, as OpenAPI 3.1 uses). Bodies are validated
 * as sent: no coercion, no stripping, so a client's mistake gets a 400 rather than being hidden. Path,
 * query and header values arrive as text, so those parts coerce to the documented scalar types.
 */
export interface SchemaValidators {
  body: Ajv2020;
  text: Ajv2020;
  response: Ajv2020;
}

function createAjv(coerceTypes: boolean | 'array'): Ajv2020 {
  // strictRequired is off: the document's if/then rules name properties declared in a sibling allOf branch.
  const ajv = new Ajv2020({
    allErrors: true,
    coerceTypes,
    strict: true,
    strictRequired: false,
    keywords: ['components'],
  });
  addFormats.default(ajv);
  return ajv;
}

export function createSchemaValidators(documents: Record<string, OpenApiDocument>): SchemaValidators {
  const validators = { body: createAjv(false), text: createAjv('array'), response: createAjv(false) };
  for (const ajv of Object.values(validators)) {
    for (const [id, document] of Object.entries(documents)) {
      ajv.addSchema({ $id: id, components: { schemas: document.components?.schemas ?? {} } });
    }
  }
  return validators;
}

/** A field error of the carrier's error body, from one Ajv error. */
export interface FieldProblem {
  field: string;
  message: string;
}

function fieldName(error: ErrorObject, part: string): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (path.length === 0) return part === 'body' ? 'body' : part;
  return path.join('.');
}

function describe(error: ErrorObject, field: string): string {
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'minLength':
      return `${field} must be at least ${error.params.limit} characters`;
    case 'maxLength':
      return `${field} must be at most ${error.params.limit} characters`;
    case 'pattern':
    case 'format':
      return `${field} format is invalid`;
    case 'enum':
      return `${field} must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    case 'type':
      return `${field} must be of type ${error.params.type}`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

/** Ajv errors as the carrier's `errors` list, one entry per field and problem. */
export function fieldProblems(errors: ErrorObject[], part: string): FieldProblem[] {
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    const field = fieldName(error, part);
    const message = describe(error, field);
    if (seen.has(message)) return [];
    seen.add(message);
    return [{ field, message }];
  });
}

/** Compiles a request part's schema; an optional body also accepts no body at all. */
export function compileRequestPart(
  validators: SchemaValidators,
  schema: JsonSchema,
  part: string,
  optional: boolean,
): ValidateFunction {
  const validate = (part === 'body' ? validators.body : validators.text).compile(schema);
  if (!optional) return validate;
  const allowEmpty = ((data: unknown) => {
    const valid = data === undefined || data === null || validate(data);
    allowEmpty.errors = valid ? null : validate.errors;
    return valid;
  }) as ValidateFunction;
  return allowEmpty;
}

/** The request parts an operation describes, for a route's `schema`; Fastify warns about parts set to undefined. */
export function routeSchema(operation: OperationDescription): Record<string, JsonSchema> {
  const { body, params, querystring, headers } = operation.request;
  return Object.fromEntries(
    Object.entries({ body, params, querystring, headers }).filter(
      (entry): entry is [string, JsonSchema] => entry[1] !== undefined,
    ),
  );
}
