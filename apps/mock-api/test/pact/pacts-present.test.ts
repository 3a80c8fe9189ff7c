import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACTS_DIR, pactFiles } from './pacts-dir';

/** Why the provider verification would prove nothing: no pact to verify. Undefined when pacts are there. */
function missingPacts(directory: string): string | undefined {
  if (pactFiles(directory).length > 0) return undefined;
  return `${directory} holds no pact file, so the provider verification would check nothing: run the web's consumer tests (npx -y pnpm@10.34.8 --filter web test) and commit pacts/*.json`;
}

describe('the pacts the provider verifies', () => {
  it("are in the repository's pacts folder (written by the web's consumer tests)", () => {
    expect(missingPacts(PACTS_DIR)).toBeUndefined();
  });

  it('fail the suite when the folder is empty (seeded drift)', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'pacts-'));
    try {
      expect(missingPacts(empty)).toContain('holds no pact file');
    } finally {
      await rm(empty, { recursive: true });
    }
  });
});
