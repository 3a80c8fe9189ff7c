import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { components } from '@carrier/contracts';
import {
  CARRIER_SCHEMA_ID,
  carrierApiDocument,
  describeOperations,
  type OperationId,
} from '@carrier/contracts/server';
import type { Scenario } from '@carrier/scenarios';
import { type Static, Type } from '@sinclair/typebox';
import { createReplyCheck } from '../validation/reply-check';
import type { SchemaValidators } from '../validation/schema-validation';

/** A reply the validating proxy recorded from a real carrier (`--record`), one file per operation and status. */
export const RecordingSchema = Type.Object(
  {
    id: Type.String({ pattern: '^recorded\\.[A-Za-z0-9]+\\.[1-5][0-9]{2}$' }),
    operationId: Type.String({ minLength: 1 }),
    status: Type.Integer({ minimum: 100, maximum: 599 }),
    /** The reply's media type; null when it had no body. */
    mediaType: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
    /** The body: parsed JSON for JSON replies, else the text. */
    body: Type.Unknown(),
    /** Method and path (no query string) of the request that got this reply. */
    recordedFrom: Type.String(),
    recordedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type Recording = Static<typeof RecordingSchema>;

export const RECORDED_PREFIX = 'recorded.';

/** `recorded.getPlan.200`: the scenario, and its file's name without `.json`. */
export function recordingId(operationId: string, status: number): string {
  return `${RECORDED_PREFIX}${operationId}.${status}`;
}

function asScenario(recording: Recording): Scenario {
  const error = recording.status >= 400 ? (recording.body as { error?: unknown } | null)?.error : undefined;
  return {
    id: recording.id,
    operations: [recording.operationId as OperationId],
    status: recording.status,
    error: typeof error === 'string' ? (error as components['schemas']['ErrorCode']) : null,
    message: null,
    description: `Recorded from the carrier: ${recording.recordedFrom}, ${recording.recordedAt}.`,
    trigger: null,
    kind: 'reply',
    answeredBy: 'engine',
    recorded: { mediaType: recording.mediaType, body: recording.body },
  };
}

/**
 * The recorded scenarios of a folder. A file that is not a recording of a documented operation, or whose reply
 * breaks the document, stops the start: the mock never serves a reply the document forbids.
 */
export async function loadRecordings(folder: string, validators: SchemaValidators): Promise<Scenario[]> {
  const operations = new Map(
    describeOperations(carrierApiDocument, CARRIER_SCHEMA_ID).map((operation) => [
      operation.operationId,
      operation,
    ]),
  );
  const isRecording = validators.body.compile(RecordingSchema);
  const checkReply = createReplyCheck(validators);
  const files = (await readdir(folder))
    .filter((name) => name.startsWith(RECORDED_PREFIX) && name.endsWith('.json'))
    .sort();
  const scenarios: Scenario[] = [];
  for (const name of files) {
    const file = join(folder, name);
    const fail = (problem: string) => new Error(`Recording ${file} ${problem}`);
    let recording: unknown;
    try {
      recording = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw fail(`is not JSON: ${(error as Error).message}`);
    }
    if (!isRecording(recording)) throw fail(validators.body.errorsText(isRecording.errors));
    const operation = operations.get(recording.operationId);
    if (!operation) throw fail(`names no operation of the carrier document: ${recording.operationId}`);
    if (recording.id !== recordingId(recording.operationId, recording.status))
      throw fail(`must have the id ${recordingId(recording.operationId, recording.status)}`);
    const payload =
      recording.mediaType === null
        ? ''
        : typeof recording.body === 'string' && recording.mediaType !== 'application/json'
          ? recording.body
          : JSON.stringify(recording.body);
    const problems = checkReply(operation, {
      status: recording.status,
      header: (header) => (header === 'content-type' ? (recording.mediaType ?? undefined) : undefined),
      payload,
    });
    if (problems.length > 0)
      throw fail(
        `breaks the carrier document: ${problems.map((p) => (p.kind === 'schema' ? validators.response.errorsText(p.errors) : p.kind)).join(', ')}`,
      );
    scenarios.push(asScenario(recording));
  }
  return scenarios;
}
