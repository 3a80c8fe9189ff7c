import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { WEB_SOURCE_DIR } from '../pact-gates/carrier-calls';

/** `testPageOutcomes('enrollNlad', …)`: a component test showing an operation's documented outcomes on its page. */
const PAGE_OUTCOMES_CALL = /\btestPageOutcomes\(\s*'(\w+)'/g;

/**
 * The component test that proves each operation's outcomes on its page, by operation id, read from the tests
 * themselves (a `testPageOutcomes` call with the operation id written as a literal); paths under apps/web/src.
 */
export function pageTests(sourceDir = WEB_SOURCE_DIR): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.test\.tsx?$/.test(file),
  );
  for (const file of files.sort()) {
    const source = readFileSync(join(sourceDir, file), 'utf8');
    for (const match of source.matchAll(PAGE_OUTCOMES_CALL)) {
      const operationId = match[1] as string;
      if (!found.has(operationId)) found.set(operationId, relative(sourceDir, join(sourceDir, file)));
    }
  }
  return found;
}
