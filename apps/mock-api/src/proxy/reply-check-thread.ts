import { Worker } from 'node:worker_threads';
import type { Finding } from './violation-log';

/** A carrier reply to check, as sent to the worker. */
export interface ReplyCheckJob {
  id: number;
  operationId: string;
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Uint8Array;
}

/** What a reply broke: its first findings (the log lists no more), and how many there were. */
export interface ReplyFindings {
  findings: Finding[];
  count: number;
}

export type ReplyCheckResult = ReplyFindings & { id: number };

/**
 * The worker, started from the sources (through tsx, as the tests and `pnpm start` run them) or from the built
 * package, where tsup writes it beside `server.js`.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./reply-check-worker.js', import.meta.url));
  // A worker does not take tsx's loader from its parent (Node 20): it registers it before importing the source.
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('./reply-check-worker.ts', import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true },
  );
}

/**
 * The proxy's check of carrier replies, in a worker thread (edges audit X-4): decoding, parsing and checking a
 * reply of megabytes takes tens of milliseconds, and on the proxy's own event loop it would hold up every other
 * request, the control API's included. The loop only forwards bytes. The worker starts with the first reply and
 * again after it stopped; the checks it had in hand fail with the reason.
 */
export function createReplyCheckThread() {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve(found: ReplyFindings): void; reject(error: Error): void }>();

  const running = (): Worker => {
    if (worker) return worker;
    const started = startWorker();
    let failure = new Error('the reply check worker stopped');
    started.on('message', ({ id, findings, count }: ReplyCheckResult) => {
      pending.get(id)?.resolve({ findings, count });
      pending.delete(id);
    });
    started.on('error', (error) => {
      failure = error;
    });
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      for (const check of pending.values()) check.reject(failure);
      pending.clear();
    });
    // Pending checks keep the process up through their exchanges' sockets; an idle worker never does.
    started.unref();
    worker = started;
    return started;
  };

  return {
    check(job: Omit<ReplyCheckJob, 'id'>): Promise<ReplyFindings> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running().postMessage({ ...job, id } satisfies ReplyCheckJob);
      });
    },
    async close(): Promise<void> {
      await worker?.terminate();
    },
  };
}
