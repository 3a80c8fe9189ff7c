import { setImmediate as nextTurn } from 'node:timers/promises';
import type { JsonSchema, OperationDescription } from '@carrier/contracts/server';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { createReplyCheck, type ReplySeen } from '../validation/reply-check';
import type { SchemaValidators } from '../validation/schema-validation';
import { replyFindings, schemaFindings } from './findings';
import { FINDINGS_PER_EXCHANGE, type Finding } from './violation-log';

/** The longest the check of one reply holds the event loop before it lets other requests through. */
const SLICE_MS = 4;

/** The item schema of a documented JSON list reply, if this reply is one. */
function listItems(operation: OperationDescription, reply: ReplySeen): JsonSchema | undefined {
  const response = operation.responses[String(reply.status)] ?? operation.responses.default;
  const mediaType = (reply.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return undefined;
  const schema = response?.content[mediaType] as { type?: unknown; items?: JsonSchema } | undefined;
  return schema?.type === 'array' && schema.items !== undefined ? schema.items : undefined;
}

/** What a reply broke: its first findings (the log lists no more), and how many there were. */
export interface ReplyFindings {
  findings: Finding[];
  count: number;
}

/**
 * The proxy's check of a carrier reply, as findings, without stalling the other requests (edges audit X-4): a JSON
 * list is checked item by item, and the check yields to the event loop every few milliseconds. Any other reply
 * is checked at once by the one reply check; its size is bounded by --upstream-max-bytes. Parsing the body
 * stays one step (about 6 ms for the 1.7 MB of 16,000 items), in a turn of its own.
 */
export function createListAwareReplyCheck(validators: SchemaValidators) {
  const checkReply = createReplyCheck(validators);
  const itemChecks = new Map<string, ValidateFunction>();
  const itemCheck = (operation: OperationDescription, status: number, schema: JsonSchema) => {
    const key = `${operation.operationId} ${status}`;
    let validate = itemChecks.get(key);
    if (!validate) {
      validate = validators.response.compile(schema);
      itemChecks.set(key, validate);
    }
    return validate;
  };

  return async (operation: OperationDescription, reply: ReplySeen): Promise<ReplyFindings> => {
    const whole = () => {
      const findings = replyFindings(checkReply(operation, reply), operation.operationId, reply.status);
      return { findings, count: findings.length };
    };
    const itemSchema = listItems(operation, reply);
    if (!itemSchema) return whole();
    // The body was read and decoded in this turn: its parse comes in the next.
    await nextTurn();
    let list: unknown;
    try {
      list = JSON.parse(reply.payload);
    } catch {
      return whole();
    }
    if (!Array.isArray(list)) return whole();
    // The status, the headers and the list itself (an empty list has no items to check).
    const findings = replyFindings(
      checkReply(operation, { ...reply, payload: '[]' }),
      operation.operationId,
      reply.status,
    );
    let count = findings.length;
    const tell = (index: number, errors: ErrorObject[]) => {
      // Ajv makes new error objects on each call: these are ours to re-point into the list.
      for (const error of errors) error.instancePath = `/${index}${error.instancePath}`;
      for (const finding of schemaFindings(errors, 'response', '/body')) {
        count += 1;
        if (findings.length <= FINDINGS_PER_EXCHANGE) findings.push(finding);
      }
    };
    const validate = itemCheck(operation, reply.status, itemSchema);
    let sliceStart = performance.now();
    for (let index = 0; index < list.length; index += 1) {
      // Told item by item, within the slice's time: the findings of a whole slice's errors at once held the loop
      // ten times longer than their validation (edges audit X-4). Errors about one item never pair with another's
      // (a renamed property is within one object).
      if (!validate(list[index])) tell(index, validate.errors ?? []);
      if (performance.now() - sliceStart < SLICE_MS) continue;
      await nextTurn();
      sliceStart = performance.now();
    }
    return { findings, count };
  };
}
