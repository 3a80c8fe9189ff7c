import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OperationDescription } from '@carrier/contracts/server';
import { type Recording, recordingId } from '../scenarios/recorded';
import type { UpstreamReply } from './forward';

function bodyOf(reply: UpstreamReply, mediaType: string | null): unknown {
  if (mediaType === null) return null;
  const text = reply.body.toString('utf8');
  return mediaType === 'application/json' ? JSON.parse(text) : text;
}

/**
 * Writes a reply that kept to the document as the scenario `recorded.<operationId>.<status>` (the last one
 * of each operation and status wins). Only the reply's status, media type and body are kept: no header, so no
 * cookie, and nothing of the request but its method and path.
 */
export function createRecorder(folder: string) {
  let ready: Promise<unknown> | undefined;
  let written = 0;
  return async (operation: OperationDescription, method: string, path: string, reply: UpstreamReply) => {
    ready ??= mkdir(folder, { recursive: true });
    await ready;
    const mediaType =
      reply.body.length === 0
        ? null
        : (reply.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? null);
    const id = recordingId(operation.operationId, reply.status);
    const recording: Recording = {
      id,
      operationId: operation.operationId,
      status: reply.status,
      mediaType,
      body: bodyOf(reply, mediaType),
      recordedFrom: `${method} ${path}`,
      recordedAt: new Date().toISOString(),
    };
    const file = join(folder, `${id}.json`);
    // Written aside then renamed: a mock loading the folder never reads half a file.
    written += 1;
    const aside = `${file}.${written}.tmp`;
    await writeFile(aside, `${JSON.stringify(recording, null, 2)}\n`);
    await rename(aside, file);
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
