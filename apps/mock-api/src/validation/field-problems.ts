import type { OperationId } from '@carrier/contracts/server';
import { type FieldForm, type FieldProblemKind, fieldMessage } from '@carrier/domain';
import type { ErrorObject } from 'ajv';

/**
 * A reply lists at most this many field errors, then one entry counting the rest: a 600 KB body of 100,000 bad
 * items must not get a 9 MB reply (edges audit X-6).
 */
export const FIELD_ERRORS_LISTED = 100;

/** A field error of the carrier's error body. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** Keywords that only report that a subschema failed; the subschema's own errors say what is wrong. */
export const WRAPPERS = new Set(['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not']);

function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The field an error is about: its JSON path, plus the property a `required` or closed object names. */
function fieldOf(error: ErrorObject, part: string): string {
  const path = error.instancePath.split('/').filter(Boolean).map(unescapePointer);
  const named =
    error.params.missingProperty ?? error.params.additionalProperty ?? error.params.unevaluatedProperty;
  if (named !== undefined) path.push(String(named));
  return path.length === 0 ? part : path.join('.');
}

/** Operations whose form has its own words for its fields (the registration page). */
const FORMS: Partial<Record<OperationId, FieldForm>> = { registerSubscriber: 'registration' };

const isUnknownField = (error: ErrorObject) =>
  error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties';

function kindOf(error: ErrorObject): FieldProblemKind {
  const empty = error.keyword === 'minLength' && error.data === '';
  return error.keyword === 'required' || error.keyword === 'dependentRequired' || empty
    ? 'missing'
    : 'invalid';
}

/** The rule's own words when the spec has none. */
function genericText(error: ErrorObject, field: string): string {
  switch (error.keyword) {
    case 'required':
    case 'dependentRequired':
      return `${field} is required`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `${field} is not a field of this request`;
    case 'minLength':
      return `${field} must be at least ${error.params.limit} characters`;
    case 'maxLength':
      return `${field} must be at most ${error.params.limit} characters`;
    case 'pattern':
    case 'format':
      return `${field} format is invalid`;
    case 'enum':
      return `${field} must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${field} must be ${String(error.params.allowedValue)}`;
    case 'type':
      return `${field} must be of type ${error.params.type}`;
    default:
      return `${field} is invalid`;
  }
}

function describe(errors: ErrorObject[], field: string, form: FieldForm | undefined): string {
  const [first] = errors;
  if (!first) return `${field} is invalid`;
  if (isUnknownField(first)) return genericText(first, field);
  const kind = kindOf(first);
  const name = field.split('.').at(-1) ?? field;
  const spec = fieldMessage(name, kind, form)?.text;
  if (spec) return spec;
  // Several rules failed for one value (a choice of schemas): none of them alone says what is wrong.
  return errors.length > 1 && kind === 'invalid' ? `${field} is invalid` : genericText(first, field);
}

/**
 * Ajv errors as the carrier's `errors` list: one entry per field, in the spec's words where the spec words the
 * rule (`messages` of @carrier/domain), never a schema's internals ('must match "then" schema').
 */
export function fieldProblems(
  errors: readonly ErrorObject[],
  part: string,
  operationId?: string,
): FieldProblem[] {
  const form = FORMS[operationId as OperationId];
  // A subschema that fails keeps none of the properties it evaluated, so beside a real error every property
  // of that part looks unevaluated: the unknown fields are told once the known ones pass.
  const told = errors.filter((error) => !WRAPPERS.has(error.keyword));
  const real = told.filter((error) => error.keyword !== 'unevaluatedProperties');
  const byField = new Map<string, ErrorObject[]>();
  for (const error of real.length > 0 ? real : told) {
    const field = fieldOf(error, part);
    const fieldErrors = byField.get(field);
    if (fieldErrors) fieldErrors.push(error);
    else byField.set(field, [error]);
  }
  const problems = [...byField]
    .slice(0, FIELD_ERRORS_LISTED)
    .map(([field, fieldErrors]) => ({ field, message: describe(fieldErrors, field, form) }));
  const unlisted = byField.size - problems.length;
  if (unlisted > 0)
    problems.push({
      field: part,
      message: `and ${unlisted.toLocaleString('en-US')} more fields are invalid`,
    });
  return problems;
}
