import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's pacts/ folder: the web's consumer tests write there, the provider verification reads it. */
export const PACTS_DIR = fileURLToPath(new URL('../../../../pacts', import.meta.url));

/** The pact files in a folder (the provider verification reads every one); none while git holds no pacts/ yet. */
export function pactFiles(directory = PACTS_DIR): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(directory, name));
}
