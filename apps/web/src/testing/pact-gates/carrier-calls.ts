import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One HTTP call the web's source makes through a typed client: `POST /public/auth/login`. */
export interface SourceCall {
  method: string;
  /** The path as the source writes it, in the document's syntax: `/public/plan/{id}`. */
  path: string;
  /** Where the call is, relative to apps/web/src. */
  file: string;
}

export const WEB_SOURCE_DIR = fileURLToPath(new URL('../..', import.meta.url));

const METHODS = 'GET|POST|PUT|PATCH|DELETE';
/** `client.POST('/path'` */
const LITERAL_CALL = new RegExp(`\\.(${METHODS})\\(\\s*(['"\`])(/[^'"\`]*)\\2`, 'g');
/** `client.POST(LOGIN_PATHS[role]`: the paths are the string values of that object in the same file. */
const LOOKUP_CALL = new RegExp(`\\.(${METHODS})\\(\\s*([A-Za-z_$][\\w$]*)\\[`, 'g');
/** Any call of a client method, to find the ones neither form above explains. */
const ANY_CALL = new RegExp(`\\.(${METHODS})\\(`, 'g');

const isTest = (name: string) => /\.(test|spec)\.tsx?$/.test(name) || name.endsWith('.d.ts');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) ? [path] : [];
  });
}

/** The string values of `const NAME = { … }` in a source file. */
function lookupPaths(source: string, name: string): string[] {
  const start = source.search(new RegExp(`const ${name}\\s*=\\s*\\{`));
  if (start < 0) return [];
  const body = source.slice(start, source.indexOf('}', start));
  return [...body.matchAll(/:\s*'(\/[^']*)'/g)].map((match) => match[1] as string);
}

/**
 * Every client call in the web's source (tests and the testing helpers excluded), read statically: a literal
 * path, or a lookup in an object literal of paths. Calls written any other way are `unresolved`, so that no
 * call slips past the gates unseen.
 */
export function findSourceCalls(sourceDir = WEB_SOURCE_DIR): { calls: SourceCall[]; unresolved: string[] } {
  const calls: SourceCall[] = [];
  const unresolved: string[] = [];
  for (const path of sourceFiles(sourceDir)) {
    const source = readFileSync(path, 'utf8');
    const file = relative(sourceDir, path);
    const explained = new Set<number>();
    for (const match of source.matchAll(LITERAL_CALL)) {
      explained.add(match.index);
      calls.push({ method: match[1] as string, path: match[3] as string, file });
    }
    for (const match of source.matchAll(LOOKUP_CALL)) {
      const paths = lookupPaths(source, match[2] as string);
      if (paths.length === 0) continue;
      explained.add(match.index);
      calls.push(...paths.map((p) => ({ method: match[1] as string, path: p, file })));
    }
    for (const match of source.matchAll(ANY_CALL))
      if (!explained.has(match.index))
        unresolved.push(`${file}:${source.slice(0, match.index).split('\n').length}`);
  }
  return { calls, unresolved };
}
