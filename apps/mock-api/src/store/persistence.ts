import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

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
  isState: (value: unknown) => value is T,
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
    if (isState(value)) return { kind: 'loaded', state: value };
    problem = 'is not a mock state of this version';
  } catch (error) {
    problem = `is not valid JSON (${(error as Error).message})`;
  }
  return {
    kind: 'corrupt',
    message: `State file ${path} ${problem}; ${await moveAside(path)}; starting from the seed.`,
  };
}

/** Writes to a sibling temporary file then renames it over the target, so a crash never leaves half a file. */
export async function writeStateFile(path: string, state: unknown): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(temporary, JSON.stringify(state));
  await rename(temporary, path);
}
