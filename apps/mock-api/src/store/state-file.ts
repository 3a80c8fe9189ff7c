import type { FastifyBaseLogger } from 'fastify';
import type { World } from '../world';
import { groupCommit } from './group-commit';
import { loadStateFile, removeOrphanTemporaryFiles, writeStateFile } from './persistence';
import { type State, stateProblem } from './state';

type Logger = Pick<FastifyBaseLogger, 'error'>;

export interface StateFile {
  /** The state read from the file; undefined when the mock starts from the seed. */
  initialState: State | undefined;
  /** What loading found, for the start-up log: `warn` when the file was unusable. */
  report: { level: 'info' | 'warn'; message: string };
  /** Keeps the world's state in the file from now on: each `world.persist()` waits for a write (group commit). */
  keep(world: World, log: Logger): void;
  /** Writes now (at shutdown), after any write under way. */
  flush(): Promise<void>;
}

/** Keeps the world's state in a file: loaded at start, written atomically before each reply to a change. */
export async function attachStateFile(path: string): Promise<StateFile> {
  // A crash in the middle of a write leaves its temporary copy behind; nothing will ever read it.
  await removeOrphanTemporaryFiles(path);
  const loaded = await loadStateFile<State>(path, stateProblem);
  let commit = async () => {};

  return {
    initialState: loaded.kind === 'loaded' ? loaded.state : undefined,
    report:
      loaded.kind === 'loaded'
        ? { level: 'info', message: `State loaded from ${path}.` }
        : { level: loaded.kind === 'corrupt' ? 'warn' : 'info', message: loaded.message },
    keep(world, log) {
      // Many changing requests change nothing (a price quote, a refused login): a write of the same text is skipped.
      let written: string | undefined;
      commit = groupCommit(async () => {
        const text = JSON.stringify(world.state);
        if (text === written) return;
        await writeStateFile(path, text).then(
          () => {
            written = text;
          },
          (error: Error) => log.error(`Cannot write state file ${path}: ${error.message}`),
        );
      });
      world.keepWith(commit);
    },
    flush: () => commit(),
  };
}
