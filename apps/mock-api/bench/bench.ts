/**
 * Requests per second and p99 latency of the mock next to a bare Fastify route serving the same JSON,
 * for a catalogue read and a price quote. A benchmark, not a test: `pnpm --filter mock-api bench`.
 * On a small shared machine one run swings by a third, so mock and bare runs alternate over several rounds
 * and the medians are compared.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import type { Servers } from './servers';
import { registration, type Target, targets } from './targets';

const DURATION_S = 3;
const WARM_UP_S = 2;
const ROUNDS = 5;
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

function load(origin: string, target: Target, duration: number) {
  return autocannon({
    url: `${origin}${target.path}`,
    method: target.method,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    body: target.body,
    connections: CONNECTIONS,
    duration,
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Requests per second over the whole run (a run of a fixed number of requests may last under a second). */
const summary = (results: Result[]) => ({
  rps: median(results.map((result) => result.requests.total / result.duration)),
  p99: median(results.map((result) => result.latency.p99)),
});

/** Warms both servers up, then alternates their runs (mock first, then bare first) and takes the medians. */
async function measure(target: Target) {
  await load(servers.mock, target, WARM_UP_S);
  await load(servers.bare, target, WARM_UP_S);
  const runs = { mock: [] as Result[], bare: [] as Result[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['mock', 'bare'] as const) : (['bare', 'mock'] as const);
    for (const server of order) {
      const result = await load(servers[server], target, DURATION_S);
      if (result.errors > 0 || result.non2xx > 0)
        throw new Error(
          `${target.name} on ${server}: ${result.errors} errors, ${result.non2xx} non-2xx replies`,
        );
      runs[server].push(result);
    }
  }
  return { mock: summary(runs.mock), bare: summary(runs.bare) };
}

const WRITES_PER_RUN = 500;
let registered = 0;

/** Registrations, each with a new e-mail: the state grows by one account per request, as a demo's does. */
function registrations(origin: string) {
  return autocannon({
    url: `${origin}/public/auth/register`,
    connections: CONNECTIONS,
    amount: WRITES_PER_RUN,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          registered += 1;
          return { ...request, body: registration(`bench.${registered}@example.com`) };
        },
      },
    ],
  });
}

/** The same load on the mock in memory and the mock with a state file, alternating; medians. */
async function measureDurability(run: (origin: string) => Promise<Result>) {
  const runs = { mock: [] as Result[], durable: [] as Result[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? (['mock', 'durable'] as const) : (['durable', 'mock'] as const);
    for (const server of order) {
      const result = await run(servers[server]);
      if (result.errors > 0 || result.non2xx > 0)
        throw new Error(`${server}: ${result.errors} errors, ${result.non2xx} non-2xx replies`);
      runs[server].push(result);
    }
  }
  return { mock: summary(runs.mock), durable: summary(runs.durable) };
}

const rows: string[] = [];
const durabilityRows: string[] = [];
let belowTarget = false;
try {
  for (const target of targets) {
    const { mock, bare } = await measure(target);
    const ratio = mock.rps / bare.rps;
    belowTarget ||= ratio < TARGET_RATIO;
    rows.push(
      `| ${target.name} | ${Math.round(mock.rps)} | ${mock.p99} ms | ${Math.round(bare.rps)} | ${bare.p99} ms | ${(ratio * 100).toFixed(0)} % |`,
    );
  }
  const quote = targets.find((target) => target.method === 'POST');
  if (!quote) throw new Error('the bench has no POST target');
  // The quote first, on a state of the seed's size; the registrations then grow the state run by run.
  const durabilityLoads: [string, (origin: string) => Promise<Result>][] = [
    [`${quote.name} (changes nothing)`, (origin) => load(origin, quote, DURATION_S)],
    [`POST /public/auth/register (${WRITES_PER_RUN} new accounts a run)`, registrations],
  ];
  for (const [name, run] of durabilityLoads) {
    const { mock, durable } = await measureDurability(run);
    durabilityRows.push(
      `| ${name} | ${Math.round(mock.rps)} | ${mock.p99} ms | ${Math.round(durable.rps)} | ${durable.p99} ms | ${((durable.rps / mock.rps) * 100).toFixed(0)} % |`,
    );
  }
} finally {
  child.kill();
}

console.log(
  [
    `${CONNECTIONS} connections, medians of ${ROUNDS} alternating ${DURATION_S} s runs after ${WARM_UP_S} s of warm-up, on 127.0.0.1; mock without response validation, log level warn.`,
    '',
    '| request | mock req/s | mock p99 | bare req/s | bare p99 | mock/bare |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    belowTarget
      ? `Below the ${TARGET_RATIO * 100} % target: profile the mock (node --cpu-prof bench/servers.ts).`
      : `At or above the ${TARGET_RATIO * 100} % target.`,
    '',
    'What durability costs: the mock in memory and the mock with a state file (each reply to a change waits for',
    `its write; concurrent requests share writes), medians of ${ROUNDS} alternating runs.`,
    '',
    '| request | in memory req/s | in memory p99 | state file req/s | state file p99 | state file/memory |',
    '|---|---|---|---|---|---|',
    ...durabilityRows,
  ].join('\n'),
);
