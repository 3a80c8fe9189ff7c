import type { JsonSchema, OpenApiDocument, OperationDescription } from '@carrier/contracts/server';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

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
    // Field errors need the value: an empty string breaking minLength is a missing field, not a short one.
    verbose: true,
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

/** How a whole number is written in JSON (RFC 8259 §6): no sign, base, leading zero, fraction or exponent. */
const PLAIN_INTEGER = /^(0|[1-9][0-9]*)$/;

/**
 * Text values (path, query) are coerced to the documented types, and Ajv coerces a number as JavaScript's
 * `Number()` reads it: `0x1`, `+1`, `01`, ` 1`, `1e0` would all be 1. Only plain decimal digits may become a
 * number (edges audit E-4); any other spelling is the type error it is, and keeps its text.
 */
function plainNumbersOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: Record<string, unknown>) => {
    const sent = { ...data };
    const valid = validate(data);
    const misspelt = Object.keys(sent).filter((key) => {
      const text = sent[key];
      return typeof text === 'string' && typeof data[key] === 'number' && !PLAIN_INTEGER.test(text);
    });
    checked.errors = validate.errors;
    if (misspelt.length === 0) return valid;
    for (const key of misspelt) data[key] = sent[key];
    checked.errors = [
      ...misspelt.map((key) => ({
        instancePath: `/${key}`,
        schemaPath: '#/type',
        keyword: 'type',
        params: { type: 'integer' },
        message: 'must be integer',
        data: sent[key],
      })),
      ...(validate.errors ?? []).filter((error) => !misspelt.some((key) => error.instancePath === `/${key}`)),
    ];
    return false;
  }) as ValidateFunction;
  return checked;
}

/** Compiles a request part's schema; an optional body also accepts no body at all. */
export function compileRequestPart(
  validators: SchemaValidators,
  schema: JsonSchema,
  part: string,
  optional: boolean,
): ValidateFunction {
  if (part !== 'body') return plainNumbersOnly(validators.text.compile(schema));
  const validate = validators.body.compile(schema);
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
