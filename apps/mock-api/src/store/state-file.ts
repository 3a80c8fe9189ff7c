import type { World } from '../world';
import { loadStateFile, writeStateFile } from './persistence';
import { isState, type State } from './state';

/** Keeps the world's state in a file: loaded at start, written (atomically, one write at a time) after changes. */
export async function attachStateFile(path: string) {
  const loaded = await loadStateFile(path, isState);
  let writing = Promise.resolve();
  let pending = false;

  const write = (world: World) => {
    writing = writing
      .then(() => writeStateFile(path, world.state))
      .catch((error: Error) => {
        console.error(`Cannot write state file ${path}: ${error.message}`);
      });
    return writing;
  };

  return {
    initialState: loaded.kind === 'loaded' ? (loaded.state as State) : undefined,
    message: loaded.kind === 'loaded' ? `State loaded from ${path}.` : loaded.message,
    /** Writes after each change, coalescing bursts into one write. */
    watch(world: World) {
      world.onChange(() => {
        if (pending) return;
        pending = true;
        setImmediate(() => {
          pending = false;
          void write(world);
        });
      });
    },
    flush: write,
  };
}
