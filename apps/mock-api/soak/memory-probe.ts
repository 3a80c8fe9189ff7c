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
  heapMb: number;
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
  const { rss, heapUsed } = await ask<{ rss: number; heapUsed: number }>(child, { probe: 'gc' }, 'gc');
  return { rssMb: Math.round(rss / 2 ** 20), heapMb: Math.round(heapUsed / 2 ** 20) };
}

/** Writes a heap snapshot of the mock (after a full garbage collection) to `path`. */
export async function heapSnapshot(child: ChildProcess, path: string): Promise<void> {
  await ask(child, { probe: 'snapshot', path }, 'snapshot');
}
