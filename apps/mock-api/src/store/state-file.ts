import type { FastifyBaseLogger } from 'fastify';
import type { World } from '../world';
import { groupCommit } from './group-commit';
import { loadStateFile, removeOrphanTemporaryFiles, writeStateFile } from './persistence';
import { type State, stateProblem } from './state';

type Logger = Pick<FastifyBaseLogger, 'error' | 'info'>;

export interface StateFile {
  path: string;
  /** The state read from the file; undefined when the mock starts from the seed. */
  initialState: State | undefined;
  /** What loading found, for the start-up log: `warn` when the file was unusable. */
  report: { level: 'info' | 'warn'; message: string };
  /**
   * Keeps the world's state in the file from now on: each `world.persist()` waits for a write (group commit),
   * and rejects with a `StateFileWriteError` when the write fails, the world's state then back to the file's.
   */
  keep(world: World, log: Logger): void;
  /** Writes now (at shutdown), after any write under way. */
  flush(): Promise<void>;
}

/** A write of the state file failed (a full disk): the change it held was not kept. */
export class StateFileWriteError extends Error {
  constructor(
    readonly path: string,
    /** The file system's words, such as `ENOSPC: no space left on device, write`. */
    readonly reason: string,
  ) {
    super(`Cannot write state file ${path}: ${reason}`);
  }
}

export interface StateFileOptions {
  /** How the file is written; tests pass one that fails as a full disk does. */
  write?: (path: string, text: string) => Promise<void>;
}

/** Keeps the world's state in a file: loaded at start, written atomically before each reply to a change. */
export async function attachStateFile(path: string, options: StateFileOptions = {}): Promise<StateFile> {
  const write = options.write ?? writeStateFile;
  // A crash in the middle of a write leaves its temporary copy behind; nothing will ever read it.
  await removeOrphanTemporaryFiles(path);
  const loaded = await loadStateFile<State>(path, stateProblem);
  let commit = async () => {};

  return {
    path,
    initialState: loaded.kind === 'loaded' ? loaded.state : undefined,
    report:
      loaded.kind === 'loaded'
        ? { level: 'info', message: `State loaded from ${path}.` }
        : { level: loaded.kind === 'corrupt' ? 'warn' : 'info', message: loaded.message },
    keep(world, log) {
      // Many changing requests change nothing (a price quote, a refused login): a write of the same text is skipped.
      let written: string | undefined;
      // What a restart would load: the file as last written, or the state the mock started with.
      let kept = JSON.stringify(world.state);
      let failing = false;
      commit = groupCommit(async () => {
        const text = JSON.stringify(world.state);
        if (text === written) return;
        try {
          await write(path, text);
        } catch (error) {
          // Nothing acknowledged may be lost at the next start: the memory goes back to what a restart loads,
          // and every request that changed it since is refused (edges audit E-11).
          world.restore(JSON.parse(kept) as State);
          if (!failing)
            log.error(
              `Cannot write state file ${path}: ${(error as Error).message}; changes are refused until it can be written`,
            );
          failing = true;
          throw new StateFileWriteError(path, (error as Error).message);
        }
        written = text;
        kept = text;
        if (failing) log.info(`State file ${path} is written again; changes are accepted.`);
        failing = false;
      });
      world.keepWith(commit);
    },
    flush: () => commit(),
  };
}
