import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { PACT_FILE } from './pact';

/**
 * Pact merges each test's interactions into the file it finds, so a removed or renamed interaction would live on:
 * a run of the whole project starts from no file and writes back exactly the interactions of today's tests.
 * A run of some files or tests (`vitest run --project pact log-in`, `-t …`) keeps the others' interactions.
 */
export default function startFromNoPact({ vitest, config }: TestProject): void {
  // Vitest keeps the command line's file filters on its instance without a public accessor.
  const fileFilters = (vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
  if (fileFilters.length === 0 && config.testNamePattern === undefined) rmSync(PACT_FILE, { force: true });
}
