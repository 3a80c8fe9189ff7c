/**
 * `pnpm --filter mock-api proxy`: the server, refusing to start without an upstream, so a CI job whose carrier URL
 * came out empty fails instead of validating the mock against itself.
 */
import { readSettings } from '../settings';

const argv = process.argv.slice(2);
let hasUpstream: boolean;
try {
  hasUpstream = readSettings(argv, process.env).upstream !== undefined;
} catch {
  // A bad setting: the server says which, with the help.
  hasUpstream = true;
}
if (!hasUpstream && !argv.includes('--help')) {
  console.error(
    'The proxy needs the carrier to stand in front of: --upstream <base url> (or MOCK_UPSTREAM).',
  );
  process.exit(2);
}
await import('../server');
