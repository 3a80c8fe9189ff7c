/**
 * Requests per second and p99 latency of the mock next to a bare Fastify route serving the same bytes,
 * for a catalogue read and a price quote. A benchmark, not a test: `pnpm --filter mock-api bench`.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Servers } from './servers';
import { type Target, targets } from './targets';

const DURATION_S = 5;
const WARM_UP_S = 2;
const CONNECTIONS = 10;
/** The mock should keep at least this share of a bare route's throughput. */
const TARGET_RATIO = 0.7;

const child = fork(fileURLToPath(new URL('./servers.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
});
const servers = await new Promise<Servers>((resolve, reject) => {
  child.once('message', (message) => resolve(message as Servers));
  child.once('exit', (code) => reject(new Error(`the bench servers exited with code ${code}`)));
});

/** Runs the load twice: first to warm the JIT up (not counted), then for the figures. */
async function measure(origin: string, target: Target) {
  const load = (duration: number) =>
    autocannon({
      url: `${origin}${target.path}`,
      method: target.method,
      headers: target.body ? { 'content-type': 'application/json' } : {},
      body: target.body,
      connections: CONNECTIONS,
      duration,
    });
  await load(WARM_UP_S);
  const result = await load(DURATION_S);
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${target.name} at ${origin}: ${result.errors} errors, ${result.non2xx} non-2xx replies`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const rows: string[] = [];
let belowTarget = false;
try {
  for (const target of targets) {
    const mock = await measure(servers.mock, target);
    const bare = await measure(servers.bare, target);
    const ratio = mock.rps / bare.rps;
    belowTarget ||= ratio < TARGET_RATIO;
    rows.push(
      `| ${target.name} | ${Math.round(mock.rps)} | ${mock.p99} ms | ${Math.round(bare.rps)} | ${bare.p99} ms | ${(ratio * 100).toFixed(0)} % |`,
    );
  }
} finally {
  child.kill();
}

console.log(
  [
    `${CONNECTIONS} connections, ${DURATION_S} s per run after ${WARM_UP_S} s of warm-up, on 127.0.0.1; mock without response validation, log level warn.`,
    '',
    '| request | mock req/s | mock p99 | bare req/s | bare p99 | mock/bare |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    belowTarget
      ? `Below the ${TARGET_RATIO * 100} % target: profile the mock (node --cpu-prof bench/servers.ts).`
      : `At or above the ${TARGET_RATIO * 100} % target.`,
  ].join('\n'),
);
