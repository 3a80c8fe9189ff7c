import { readFile, rename, writeFile } from 'node:fs/promises';

export type LoadResult<T> =
  | { kind: 'loaded'; state: T }
  | { kind: 'missing'; message: string }
  | { kind: 'corrupt'; message: string };

/** Reads a state file; a missing or unreadable one is reported, never thrown, so the mock starts from the seed. */
export async function loadStateFile<T>(
  path: string,
  isState: (value: unknown) => value is T,
): Promise<LoadResult<T>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      return { kind: 'missing', message: `No state file at ${path} yet; starting from the seed.` };
    return { kind: 'corrupt', message: `Cannot read state file ${path} (${code}); starting from the seed.` };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (isState(value)) return { kind: 'loaded', state: value };
    return { kind: 'corrupt', message: `State file ${path} is not a mock state; starting from the seed.` };
  } catch (error) {
    return {
      kind: 'corrupt',
      message: `State file ${path} is not valid JSON (${(error as Error).message}); starting from the seed.`,
    };
  }
}

/** Writes to a sibling temporary file then renames it over the target, so a crash never leaves half a file. */
export async function writeStateFile(path: string, state: unknown): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(state));
  await rename(temporary, path);
}
