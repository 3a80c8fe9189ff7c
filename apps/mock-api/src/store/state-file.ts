import type { FastifyBaseLogger } from 'fastify';
import type { World } from '../world';
import { loadStateFile, writeStateFile } from './persistence';
import { isState, type State } from './state';

type Logger = Pick<FastifyBaseLogger, 'error'>;

export interface StateFile {
  /** The state read from the file; undefined when the mock starts from the seed. */
  initialState: State | undefined;
  /** What loading found, for the start-up log: `warn` when the file was unusable. */
  report: { level: 'info' | 'warn'; message: string };
  /** Writes the world's state after each change it announces, coalescing bursts into one write. */
  watch(world: World, log: Logger): void;
  /** Writes now (at shutdown), after any write under way. */
  flush(world: World, log: Logger): Promise<void>;
}

/** Keeps the world's state in a file: loaded at start, written atomically and one write at a time after changes. */
export async function attachStateFile(path: string): Promise<StateFile> {
  const loaded = await loadStateFile(path, isState);
  let writing = Promise.resolve();
  let pending = false;

  const write = (world: World, log: Logger) => {
    writing = writing
      .then(() => writeStateFile(path, world.state))
      .catch((error: Error) => log.error(`Cannot write state file ${path}: ${error.message}`));
    return writing;
  };

  return {
    initialState: loaded.kind === 'loaded' ? loaded.state : undefined,
    report:
      loaded.kind === 'loaded'
        ? { level: 'info', message: `State loaded from ${path}.` }
        : { level: loaded.kind === 'corrupt' ? 'warn' : 'info', message: loaded.message },
    watch(world, log) {
      world.onChange(() => {
        if (pending) return;
        pending = true;
        setImmediate(() => {
          pending = false;
          void write(world, log);
        });
      });
    },
    flush: write,
  };
}
