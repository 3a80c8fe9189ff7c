/**
 * The worker thread of the proxy's reply check (`reply-check-thread.ts`): decodes, parses and checks each carrier
 * reply it is sent, with validators of its own, and answers the first findings and their count.
 */
import { parentPort } from 'node:worker_threads';
import {
  CARRIER_SCHEMA_ID,
  CONTROL_SCHEMA_ID,
  carrierApiDocument,
  describeOperations,
  mockControlDocument,
} from '@carrier/contracts/server';
import { createReplyCheck } from '../validation/reply-check';
import { createSchemaValidators } from '../validation/schema-validation';
import { replyFindings } from './findings';
import type { ReplyCheckJob, ReplyCheckResult } from './reply-check-thread';
import { FINDINGS_PER_EXCHANGE } from './violation-log';

const checkReply = createReplyCheck(
  createSchemaValidators({
    [CARRIER_SCHEMA_ID]: carrierApiDocument,
    [CONTROL_SCHEMA_ID]: mockControlDocument,
  }),
);
const operations = new Map(
  describeOperations(carrierApiDocument, CARRIER_SCHEMA_ID).map((operation) => [
    operation.operationId,
    operation,
  ]),
);

parentPort?.on('message', ({ id, operationId, status, headers, body }: ReplyCheckJob) => {
  const operation = operations.get(operationId);
  if (!operation) throw new Error(`no operation ${operationId} in the carrier document`);
  const problems = checkReply(operation, {
    status,
    header: (name) => headers[name],
    payload: Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8'),
  });
  const findings = replyFindings(problems, operationId, status);
  const result: ReplyCheckResult = {
    id,
    findings: findings.slice(0, FINDINGS_PER_EXCHANGE),
    count: findings.length,
  };
  parentPort?.postMessage(result);
});
