import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Node options that load the probe into a mock spawned with an IPC channel (`stdio: [..., 'ipc']`). */
export const PROBE_EXEC_ARGV = [
  '--expose-gc',
  '--import',
  'tsx',
  '--import',
  fileURLToPath(new URL('./gc-probe.ts', import.meta.url)),
];

export interface MemoryAfterGc {
  rssMb: number;
  /** What the JS heap holds, and what V8 keeps of the system's memory for it. */
  heapMb: number;
  heapTotalMb: number;
  /** Memory outside the heap held by JS objects (buffers). */
  externalMb: number;
}

function ask<T>(child: ChildProcess, message: object, probe: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to the ${probe} probe`)), 60_000);
    const listener = (answer: { probe?: string }) => {
      if (answer.probe !== probe) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolve(answer as T);
    };
    child.on('message', listener);
    child.send(message);
  });
}

/** The mock's RSS and heap after a full garbage collection, in MB. */
export async function memoryAfterGc(child: ChildProcess): Promise<MemoryAfterGc> {
  const memory = await ask<Record<'rss' | 'heapUsed' | 'heapTotal' | 'external', number>>(
    child,
    { probe: 'gc' },
    'gc',
  );
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  return {
    rssMb: mb(memory.rss),
    heapMb: mb(memory.heapUsed),
    heapTotalMb: mb(memory.heapTotal),
    externalMb: mb(memory.external),
  };
}

/** Writes a heap snapshot of the mock (after a full garbage collection) to `path`. */
export async function heapSnapshot(child: ChildProcess, path: string): Promise<void> {
  await ask(child, { probe: 'snapshot', path }, 'snapshot');
}
