/**
 * The validating proxy under a large drifting reply (edges audit X-4): a carrier answers the plan pricing list
 * with 16,000 items, each with one property the document does not name (one finding per item). Prints, for five
 * such replies in a row: the time through the proxy, the slowest answer of the control API polled meanwhile, and
 * the proxy's RSS after each. A benchmark, not a test: `pnpm --filter mock-api bench:proxy`.
 */
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What the carrier tells once it listens. */
interface Drifting {
  origin: string;
  items: number;
  bytes: number;
}

const REPLIES = 5;
const POLL_EVERY_MS = 10;

// The carrier, the proxy and this timer each have a process: a reply's 1.7 MB sent or read by one does not delay
// the others' event loops.
const carrier = fork(fileURLToPath(new URL('./drifting-carrier.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const {
  origin: upstream,
  items,
  bytes,
} = await new Promise<Drifting>((resolve, reject) => {
  carrier.once('message', (message) => resolve(message as Drifting));
  carrier.once('exit', (code) => reject(new Error(`the carrier exited with code ${code}`)));
});

const proxy = spawn(
  process.execPath,
  ['--import', 'tsx', 'src/server.ts', '--upstream', upstream, '--port', '0', '--log-level', 'warn'],
  { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: ['ignore', 'pipe', 'inherit'] },
);
const origin = await new Promise<string>((resolve, reject) => {
  let out = '';
  proxy.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const listening = /listening on (http:\/\/\S+)/.exec(out);
    if (listening?.[1]) resolve(listening[1]);
  });
  proxy.once('exit', (code) => reject(new Error(`the proxy exited with code ${code}`)));
});

const rssMb = () => {
  const line = readFileSync(`/proc/${proxy.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return Math.round(Number(line?.[1]) / 1024);
};

/** Polls the control API until `done` settles; answers the slowest reply, ms. */
async function slowestControlReply(done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  let slowest = 0;
  while (!finished) {
    const started = performance.now();
    await (await fetch(`${origin}/__mock/requests?limit=1`)).arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
  return slowest;
}

const rows: string[] = [];
try {
  await (await fetch(`${origin}/public/plan_pricing?planId=1`)).arrayBuffer();
  const warm = rssMb();
  const idle = await slowestControlReply(new Promise((resolve) => setTimeout(resolve, 2_000)));
  for (let reply = 1; reply <= REPLIES; reply += 1) {
    const started = performance.now();
    const exchange = fetch(`${origin}/public/plan_pricing?planId=1`).then(async (response) => {
      await response.arrayBuffer();
      return response;
    });
    const slowest = await slowestControlReply(exchange);
    const response = await exchange;
    const seconds = (performance.now() - started) / 1000;
    rows.push(
      `| ${reply} | ${response.status} | ${response.headers.get('x-mock-violations')} | ${seconds.toFixed(2)} s | ${Math.round(slowest)} ms | ${rssMb()} MB |`,
    );
  }
  const log = (await (await fetch(`${origin}/__mock/violations`)).json()) as {
    seen: number;
    violations: unknown[];
  };
  console.log(
    [
      `${REPLIES} replies of ${items.toLocaleString('en-US')} items (${(bytes / 1e6).toFixed(1)} MB), one finding per item, through the proxy; the control API polled every ${POLL_EVERY_MS} ms meanwhile. Proxy RSS warm: ${warm} MB; slowest control API reply over 2 s idle: ${Math.round(idle)} ms.`,
      '',
      '| reply | status | X-Mock-Violations | time through the proxy | slowest control API reply | proxy RSS after |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
      `Violation log: ${log.violations.length} entries listed, ${log.seen} seen.`,
    ].join('\n'),
  );
} finally {
  proxy.kill('SIGTERM');
  carrier.kill('SIGTERM');
}
