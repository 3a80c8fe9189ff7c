import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export type LoadResult<T> =
  | { kind: 'loaded'; state: T }
  | { kind: 'missing'; message: string }
  | { kind: 'corrupt'; message: string };

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);

/** Moves an unusable file out of the way, since the next write would destroy it. */
async function moveAside(path: string): Promise<string> {
  const aside = `${path}.corrupt`;
  try {
    await rename(path, aside);
    return `moved it to ${aside}`;
  } catch (error) {
    return `could not move it aside (${errorCode(error)}), it will be overwritten`;
  }
}

/** Reads a state file; a missing or unusable one is reported, never thrown, so the mock starts from the seed. */
export async function loadStateFile<T>(
  path: string,
  problemOf: (value: unknown) => string | undefined,
): Promise<LoadResult<T>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT')
      return { kind: 'missing', message: `No state file at ${path} yet; starting from the seed.` };
    return {
      kind: 'corrupt',
      message: `Cannot read state file ${path} (${errorCode(error)}); starting from the seed.`,
    };
  }
  let problem: string;
  try {
    const value: unknown = JSON.parse(text);
    const wrong = problemOf(value);
    if (wrong === undefined) return { kind: 'loaded', state: value as T };
    problem = `is not a mock state of this version (${wrong})`;
  } catch (error) {
    problem = `is not valid JSON (${(error as Error).message})`;
  }
  return {
    kind: 'corrupt',
    message: `State file ${path} ${problem}; ${await moveAside(path)}; starting from the seed.`,
  };
}

/**
 * Writes to a sibling temporary file, flushed to the disk, then renames it over the target: a crash leaves
 * either the old file or the new one, never half a file. A failed write removes its temporary copy and throws.
 */
export async function writeStateFile(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await mkdir(dirname(path), { recursive: true });
  try {
    const file = await open(temporary, 'w');
    try {
      await file.writeFile(text);
      await file.datasync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    // Half a copy on a full disk holds the space the next write needs.
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Removes the temporary files (`<file>.<pid>.tmp`) that writes cut short by a crash left beside the state file. */
export async function removeOrphanTemporaryFiles(path: string): Promise<void> {
  const name = basename(path);
  const isOrphan = (entry: string) =>
    entry.startsWith(`${name}.`) && entry.endsWith('.tmp') && /^\d+$/.test(entry.slice(name.length + 1, -4));
  const entries = await readdir(dirname(path)).catch(() => []);
  await Promise.all(entries.filter(isOrphan).map((entry) => rm(join(dirname(path), entry), { force: true })));
}
