import type { ErrorObject } from 'ajv';
import { WRAPPERS } from '../validation/field-problems';
import type { ReplyProblem } from '../validation/reply-check';
import type { Finding, Violation } from './violation-log';

type Direction = Violation['direction'];

const escapeSegment = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
const unescapeSegment = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** The property a `required` or closed-object error names. */
function namedProperty(error: ErrorObject): string | undefined {
  const named =
    error.params.missingProperty ?? error.params.additionalProperty ?? error.params.unevaluatedProperty;
  return named === undefined ? undefined : String(named);
}

const isMissing = (error: ErrorObject) =>
  error.keyword === 'required' || error.keyword === 'dependentRequired';
const isUnknown = (error: ErrorObject) =>
  error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties';

/** The last segment of a pointer, or the place itself (`body`, `query`) at its root. */
function nameAt(pointer: string): string {
  return unescapeSegment(pointer.split('/').at(-1) ?? pointer);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return Number.isInteger(value) ? 'integer' : typeof value;
}

/** A value's problem in plain words, without the value itself (it may be somebody's data). */
function describe(errors: ErrorObject[], pointer: string): Pick<Finding, 'kind' | 'message'> {
  const name = nameAt(pointer);
  const [first] = errors as [ErrorObject];
  if (isMissing(first)) return { kind: 'missing-property', message: `${name} is required and missing` };
  if (isUnknown(first))
    return { kind: 'unknown-property', message: `${name} is not a property the document names here` };
  const types = errors.filter((error) => error.keyword === 'type');
  if (types.length > 0 && types.length === errors.length) {
    const expected = [...new Set(types.map((error) => String(error.params.type)))].join(' or ');
    return { kind: 'wrong-type', message: `${name} must be ${expected}, not ${typeOf(first.data)}` };
  }
  if (first.keyword === 'enum')
    return {
      kind: 'wrong-value',
      message: `${name} must be one of ${(first.params.allowedValues as unknown[]).join(', ')}`,
    };
  if (first.keyword === 'const')
    return { kind: 'wrong-value', message: `${name} must be ${String(first.params.allowedValue)}` };
  return { kind: 'invalid-value', message: `${name} ${errors.map((error) => error.message).join('; ')}` };
}

/**
 * Ajv's errors about one part of an exchange as findings: one per offending place, and a missing property beside
 * one unknown property of the same object as one renamed property. As in the field errors of a 400, the
 * properties a failing subschema leaves unevaluated are told only once nothing else is wrong.
 */
export function schemaFindings(
  errors: readonly ErrorObject[],
  direction: Direction,
  place: string,
): Finding[] {
  const told = errors.filter((error) => !WRAPPERS.has(error.keyword));
  const real = told.filter((error) => error.keyword !== 'unevaluatedProperties');
  const byPointer = new Map<string, ErrorObject[]>();
  // Per object: the pointers of its missing and of its unknown properties (a renamed one is one of each).
  const byObject = new Map<string, { missing: string[]; unknown: string[] }>();
  for (const error of real.length > 0 ? real : told) {
    const named = namedProperty(error);
    const pointer = `${place}${error.instancePath}${named === undefined ? '' : `/${escapeSegment(named)}`}`;
    const atPointer = byPointer.get(pointer);
    if (atPointer) {
      atPointer.push(error);
      continue;
    }
    byPointer.set(pointer, [error]);
    if (!isMissing(error) && !isUnknown(error)) continue;
    const object = `${place}${error.instancePath}`;
    let sides = byObject.get(object);
    if (!sides) {
      sides = { missing: [], unknown: [] };
      byObject.set(object, sides);
    }
    (isMissing(error) ? sides.missing : sides.unknown).push(pointer);
  }
  const findings: Finding[] = [];
  const renamedAt = new Set<string>();
  for (const { missing, unknown } of byObject.values()) {
    const [missingAt] = missing;
    const [unknownAt] = unknown;
    if (missing.length !== 1 || unknown.length !== 1 || !missingAt || !unknownAt) continue;
    renamedAt.add(missingAt).add(unknownAt);
    findings.push({
      direction,
      kind: 'renamed-property',
      pointer: missingAt,
      message: `${nameAt(missingAt)} is missing and ${nameAt(unknownAt)} is not in the document: renamed?`,
    });
  }
  for (const [pointer, pointerErrors] of byPointer)
    if (!renamedAt.has(pointer)) findings.push({ direction, pointer, ...describe(pointerErrors, pointer) });
  return findings;
}

function findingsOf(problem: ReplyProblem, operationId: string, status: number): Finding[] {
  const finding = (kind: Finding['kind'], pointer: string, message: string): Finding[] => [
    { direction: 'response', kind, pointer, message },
  ];
  switch (problem.kind) {
    case 'undocumented-status':
      return finding(
        'undocumented-status',
        '/status',
        `status ${status} is not documented for ${operationId} (documented ${problem.documented.join(', ')})`,
      );
    case 'missing-header':
      return finding(
        'missing-header',
        `/headers/${problem.header.toLowerCase()}`,
        `the ${problem.header} header is missing`,
      );
    case 'unexpected-body':
      return finding(
        'unexpected-body',
        '/body',
        `a body came where the document describes none for ${status}`,
      );
    case 'wrong-content-type':
      return finding(
        'wrong-content-type',
        '/headers/content-type',
        `${problem.mediaType ? `content type ${problem.mediaType}` : 'no content type'} where the document has ${problem.documented.join(' or ')} for ${status}`,
      );
    case 'invalid-json':
      return finding('invalid-json', '/body', 'the body is not valid JSON');
    case 'schema':
      return schemaFindings(problem.errors, 'response', '/body');
  }
}

/** What the reply check found, as findings about the carrier's reply. */
export function replyFindings(
  problems: readonly ReplyProblem[],
  operationId: string,
  status: number,
): Finding[] {
  return problems.flatMap((problem) => findingsOf(problem, operationId, status));
}
