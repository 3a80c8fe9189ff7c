/**
 * Requests per second and p99 latency of the mock next to a Fastify 5 route doing the same documented work (CORS,
 * logging at info, the request checked against the document; bench/servers.ts), for a catalogue read, the SIM
 * quote and a write (registration), in one run. A benchmark, not a test: `pnpm --filter mock-api bench`. On a
 * small shared machine absolute rates swing by a third, so mock and same-work runs alternate over several rounds
 * and the medians are compared: the ratio of one run is the figure.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import type { Servers } from './servers';
import { type Target, targets } from './targets';

const DURATION_S = 3;
const WARM_UP_S = 2;
const ROUNDS = 5;
const CONNECTIONS = 10;
const WRITES_PER_RUN = 500;
/** The mock should keep at least this share of the same-work route's throughput (issue 23). */
const TARGET_RATIO: Record<Target['method'], number> = { GET: 1, POST: 0.9 };

/** `--only <text>`: the targets whose name holds it, without the durability table (a profiling loop). */
const { only } = parseArgs({ options: { only: { type: 'string' } } }).values;
const measured = targets.filter((target) => !only || target.name.includes(only));

const child = fork(fileURLToPath(new URL('./servers.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  // Both servers log at info; what they write is not the bench's output.
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const servers = await new Promise<Servers>((resolve, reject) => {
  child.once('message', (message) => resolve(message as Servers));
  child.once('exit', (code) => reject(new Error(`the bench servers exited with code ${code}`)));
});

/** A run: DURATION_S seconds of the target, or WRITES_PER_RUN requests of a write (each a new body). */
function load(origin: string, target: Target, warmUp = false) {
  const body = target.body;
  return autocannon({
    url: `${origin}${target.path}`,
    connections: CONNECTIONS,
    ...(target.write ? { amount: warmUp ? WRITES_PER_RUN / 5 : WRITES_PER_RUN } : {}),
    ...(target.write ? {} : { duration: warmUp ? WARM_UP_S : DURATION_S }),
    requests: [
      {
        method: target.method,
        headers: body ? { 'content-type': 'application/json' } : {},
        ...(body ? { setupRequest: (request) => ({ ...request, body: body() }) } : {}),
      },
    ],
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Requests per second over the whole run (a run of a fixed number of requests may last under a second). */
const summary = (results: Result[]) => ({
  rps: median(results.map((result) => result.requests.total / result.duration)),
  p99: median(results.map((result) => result.latency.p99)),
});

/** Warms both servers up, then alternates their runs (A first, then B first) and takes the medians. */
async function compare<A extends keyof Servers, B extends keyof Servers>(target: Target, a: A, b: B) {
  await load(servers[a], target, true);
  await load(servers[b], target, true);
  const runs = new Map<keyof Servers, Result[]>([
    [a, []],
    [b, []],
  ]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const server of round % 2 === 0 ? [a, b] : [b, a]) {
      const result = await load(servers[server], target);
      if (result.errors > 0 || result.non2xx > 0)
        throw new Error(
          `${target.name} on ${server}: ${result.errors} errors, ${result.non2xx} non-2xx replies`,
        );
      runs.get(server)?.push(result);
    }
  }
  return { a: summary(runs.get(a) ?? []), b: summary(runs.get(b) ?? []) };
}

const rows: string[] = [];
const durabilityRows: string[] = [];
let belowTarget = false;
try {
  for (const target of measured) {
    const { a: mock, b: same } = await compare(target, 'mock', 'sameWork');
    const ratio = mock.rps / same.rps;
    belowTarget ||= ratio < TARGET_RATIO[target.method];
    rows.push(
      `| ${target.name} | ${Math.round(mock.rps)} | ${mock.p99} ms | ${Math.round(same.rps)} | ${same.p99} ms | ${ratio.toFixed(2)} (target ${TARGET_RATIO[target.method]}) |`,
    );
  }
  for (const target of only ? [] : targets.filter((one) => one.method === 'POST')) {
    const { a: memory, b: durable } = await compare(target, 'mock', 'durable');
    durabilityRows.push(
      `| ${target.name} | ${Math.round(memory.rps)} | ${memory.p99} ms | ${Math.round(durable.rps)} | ${durable.p99} ms | ${(durable.rps / memory.rps).toFixed(2)} |`,
    );
  }
} finally {
  child.kill();
}

console.log(
  [
    `${CONNECTIONS} connections, medians of ${ROUNDS} alternating runs (${DURATION_S} s, or ${WRITES_PER_RUN} requests of a write) after a warm-up, on 127.0.0.1; mock without response validation, log level info.`,
    '',
    '| request | mock req/s | mock p99 | same-work req/s | same-work p99 | mock/same-work |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    belowTarget
      ? 'Below target: profile the mock (node --cpu-prof bench/servers.ts).'
      : 'At or above every target.',
    '',
    'What durability costs: the mock in memory and the mock with a state file (each reply to a change waits for',
    'its write; concurrent requests share writes).',
    '',
    '| request | in memory req/s | in memory p99 | state file req/s | state file p99 | state file/memory |',
    '|---|---|---|---|---|---|',
    ...durabilityRows,
  ].join('\n'),
);
