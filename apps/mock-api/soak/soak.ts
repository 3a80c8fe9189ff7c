/**
 * A soak with faults (issue 15, item 6): mixed traffic of every journey over 20 demo sessions with armed
 * scenarios, a `kill -9` of the mock and a restart on the same state file, and a full disk under that file, then
 * the figures and whether the targets hold. `pnpm --filter mock-api soak [--minutes 30]` (default 1 minute);
 * exits 1 when a target is missed. Requests go to 127.0.0.1 only, at a bounded rate.
 *
 * The full disk is a tmpfs mounted with a size limit and filled up, when this process may mount one (root);
 * elsewhere, the state file's temporary copy is made a link to /dev/full, whose writes fail with ENOSPC.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Account, pickJourney, type Reply, type Session } from './journeys';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '1' }, sessions: { type: 'string', default: '20' } },
});
const MINUTES = Number(values.minutes);
const SESSIONS = Number(values.sessions);
if (!(MINUTES > 0) || !Number.isInteger(SESSIONS) || SESSIONS < 1) {
  console.error('usage: soak [--minutes <n>] [--sessions <n>]');
  process.exit(2);
}

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const startedAt = Date.now();
/** The run's whole budget; the last seconds are for the final checks. */
const RUN_MS = MINUTES * 60_000;
const TRAFFIC_MS = RUN_MS - 12_000;
const at = (share: number) => startedAt + TRAFFIC_MS * share;
const PHASES = { kill: at(0.3), fullFrom: at(0.5), fullUntil: at(0.65), end: at(1) };
/**
 * A phase the checks need waits for what it must show, not for the clock alone: the disk stays full until a change
 * has been refused 507, and the traffic goes on until a change has been accepted after space returned (on a loaded
 * machine the restart after the kill can take most of the run). A mock that never shows it is reported, not waited
 * for forever: each wait ends at most the run's length past its phase.
 */
const waitedLongEnough = (phase: number) => Date.now() >= phase + RUN_MS;
/** RSS is compared from a while after the restart (warmed up) to the end, over windows of this share of the run. */
const RSS_WINDOW = 0.05;
/** Changes that grow the state, at most this many a minute over the run: the state (and RSS) stays bounded. */
const GROWTH_PER_MINUTE = 60;

// ── the state file's disk ──
const directory = mkdtempSync(join(tmpdir(), 'mock-soak-'));
let mounted = false;
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', directory], { stdio: 'ignore' });
  mounted = true;
} catch {
  // Not root, or no mounting here: /dev/full stands in for the full disk.
}
const stateFile = join(directory, 'state.json');
const filler = join(directory, 'filler');

// ── the mock ──
interface Mock {
  child: ChildProcess;
  origin: string;
}
let mock: Mock | undefined;
let down = true;

async function startMock(): Promise<Mock> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      MOCK_HOST: '127.0.0.1',
      MOCK_PORT: '0',
      MOCK_STATE_FILE: stateFile,
      MOCK_LOG_LEVEL: 'fatal',
      MOCK_LATENCY_MS: '200',
      // Tokens stay valid across the restart, as a demo with a state file would set it.
      MOCK_TOKEN_SECRET: 'soak-secret',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the mock exited (${code}) before listening:\n${output}`)));
  });
  child.stdout?.removeAllListeners('data').resume();
  child.stderr?.removeAllListeners('data').resume();
  down = false;
  return { child, origin };
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

function rssKb(child: ChildProcess): number | undefined {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  } catch {
    return undefined;
  }
}

/**
 * Whether the state file parses as JSON now: a crash or a full disk must never leave half a file. No file at all is
 * right only while nothing has been acknowledged (a reply waits for its write), as when a loaded machine reaches the
 * first kill before the first write.
 */
function checkStateFile(when: string): { when: string; readable: boolean; detail: string } {
  try {
    JSON.parse(readFileSync(stateFile, 'utf8'));
    return { when, readable: true, detail: 'yes' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && acknowledged.length === 0 && chats.length === 0)
      return { when, readable: true, detail: 'no file yet, nothing acknowledged' };
    return { when, readable: false, detail: `no (${code ?? (error as Error).message})` };
  }
}

// ── the full disk ──
let diskFull = false;
let devFullLink: string | undefined;

function fillDisk(): void {
  diskFull = true;
  if (mounted) {
    const fd = openSync(filler, 'w');
    const chunk = Buffer.alloc(64 * 1024);
    try {
      for (;;) writeSync(fd, chunk);
    } catch {
      // ENOSPC: the disk is full.
    } finally {
      closeSync(fd);
    }
    return;
  }
  devFullLink = `${stateFile}.${mock?.child.pid}.tmp`;
}

/** Without a tmpfs: a failed write removes its temporary copy, so the link is laid again until space returns. */
function keepDevFullLink(): void {
  if (!diskFull || !devFullLink) return;
  try {
    symlinkSync('/dev/full', devFullLink);
  } catch {
    // There already.
  }
}

function freeDisk(): void {
  diskFull = false;
  if (mounted) rmSync(filler, { force: true });
  if (devFullLink) rmSync(devFullLink, { force: true });
  devFullLink = undefined;
}

// ── figures ──
let requests = 0;
const fiveHundreds = new Map<string, number>();
const count = (cause: string) => fiveHundreds.set(cause, (fiveHundreds.get(cause) ?? 0) + 1);
let unexplained = 0;
const unexplainedSamples: string[] = [];
let fullDiskReplies = 0;
let fullDiskMisshapen = 0;
let changesAcceptedAfterRecovery = 0;
let spaceReturned = false;
let connectionFailuresWhileDown = 0;
const acknowledged: Account[] = [];
const refusedAccounts: Account[] = [];
const chats: string[] = [];
let growth = 0;
let serial = 0;
const fileChecks: ReturnType<typeof checkStateFile>[] = [];
const rss: { first: number[]; start: number[]; end: number[] } = { first: [], start: [], end: [] };

function explain(method: string, path: string, reply: Reply): void {
  if (reply.status === 507 && reply.outcome === 'mock:state-file-unwritable') {
    fullDiskReplies += 1;
    const error = reply.body as { error?: string; message?: string };
    const keys = Object.keys(reply.body ?? {})
      .sort()
      .join(',');
    if (
      error.error !== 'INSUFFICIENT_STORAGE' ||
      !error.message?.includes(stateFile) ||
      keys !== 'error,message'
    )
      fullDiskMisshapen += 1;
    count(diskFull ? '507 full disk' : '507 full disk (a write begun while full)');
    return;
  }
  if (reply.status < 500) {
    if (!diskFull && spaceReturned && method !== 'GET' && reply.status < 300)
      changesAcceptedAfterRecovery += 1;
    return;
  }
  if (reply.outcome.startsWith('fault.')) {
    count(`${reply.status} armed ${reply.outcome}`);
    return;
  }
  count(`${reply.status} unexplained`);
  unexplained += 1;
  if (unexplainedSamples.length < 10)
    unexplainedSamples.push(`${method} ${path} → ${reply.status} ${JSON.stringify(reply.body)}`);
}

function sessionOf(n: number): Session {
  const name = `soak-${n}`;
  return {
    name,
    origin: () => mock?.origin ?? '',
    serial: () => {
      serial += 1;
      return serial;
    },
    mayGrow: () => {
      const allowed = ((Date.now() - startedAt) / 60_000) * GROWTH_PER_MINUTE + SESSIONS;
      if (growth >= allowed) return false;
      growth += 1;
      return true;
    },
    acknowledged: (account) => acknowledged.push(account),
    refused: (account) => refusedAccounts.push(account),
    chatAcknowledged: (text) => chats.push(text),
    async call(method, path, body, headers = {}) {
      const origin = mock?.origin;
      if (!origin || down) return undefined;
      requests += 1;
      const isForm = typeof body === 'string';
      try {
        const response = await fetch(`${origin}${path}`, {
          method,
          redirect: 'manual',
          headers: {
            'x-mock-session': name,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
          // Against a hang only: on a loaded machine a reply can take many seconds and is still a reply.
          signal: AbortSignal.timeout(RUN_MS),
        });
        const text = await response.text();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // HTML pages, the malformed-body fault, the gateway's plain text.
        }
        const reply: Reply = {
          status: response.status,
          outcome: response.headers.get('x-mock-outcome') ?? '',
          body: parsed,
          location: response.headers.get('location'),
        };
        explain(method, path, reply);
        return reply;
      } catch (error) {
        if (down || mock?.origin !== origin) {
          connectionFailuresWhileDown += 1;
          return undefined;
        }
        count('no reply unexplained');
        unexplained += 1;
        if (unexplainedSamples.length < 10)
          unexplainedSamples.push(`${method} ${path} → ${(error as Error).message}`);
        return undefined;
      }
    },
  };
}

// ── after a restart: what was acknowledged is there, what was refused is not ──
async function lostWrites(origin: string): Promise<{ lost: string[]; refusedButKept: string[] }> {
  const lost: string[] = [];
  const refusedButKept: string[] = [];
  const login = async (account: Account) => {
    const response = await fetch(`${origin}/public/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.email, password: account.password }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const queue = [
    ...acknowledged.map((a) => ['ack', a] as const),
    ...refusedAccounts.map((a) => ['refused', a] as const),
  ];
  const workers = Array.from({ length: 8 }, async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [kind, account] = item;
      const status = await login(account);
      // 200 (verified) or 403 EMAIL_NOT_VERIFIED: the account exists; 401: it does not.
      if (kind === 'ack' && status === 401) lost.push(account.email);
      if (kind === 'refused' && status !== 401) refusedButKept.push(account.email);
    }
  });
  await Promise.all(workers);
  const inbox = (await (await fetch(`${origin}/__mock/chat`)).json()) as { messages: { text: string }[] };
  const kept = new Set(inbox.messages.map((message) => message.text));
  for (const text of chats) if (!kept.has(text)) lost.push(`chat: ${text}`);
  return { lost, refusedButKept };
}

const trafficOver = () =>
  Date.now() >= PHASES.end &&
  ((spaceReturned && changesAcceptedAfterRecovery > 0) || waitedLongEnough(PHASES.end));

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

async function run(): Promise<boolean> {
  mock = await startMock();
  const sessions = Array.from({ length: SESSIONS }, (_, n) => sessionOf(n + 1));
  const loops = sessions.map(async (session) => {
    while (!trafficOver()) {
      if (down) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const [, journey] = pickJourney();
      await journey(session);
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  });

  let killed = false;
  let rssFrom = Number.POSITIVE_INFINITY;
  let filled = false;
  const lostAtRestart: string[] = [];
  const conductor = (async () => {
    while (!trafficOver()) {
      const now = Date.now();
      const sample = mock ? rssKb(mock.child) : undefined;
      if (sample !== undefined) {
        if (!killed) rss.first.push(sample);
        else if (now >= rssFrom && now < rssFrom + TRAFFIC_MS * RSS_WINDOW) rss.start.push(sample);
        else if (now >= PHASES.end - TRAFFIC_MS * RSS_WINDOW) rss.end.push(sample);
      }
      if (!killed && now >= PHASES.kill && mock) {
        killed = true;
        down = true;
        await killHard(mock.child);
        fileChecks.push(checkStateFile('after kill -9'));
        mock = await startMock();
        down = true;
        lostAtRestart.push(...(await lostWrites(mock.origin)).lost);
        down = false;
        rssFrom = Date.now() + TRAFFIC_MS * RSS_WINDOW;
      }
      if (!filled && now >= PHASES.fullFrom) {
        filled = true;
        fillDisk();
      }
      keepDevFullLink();
      if (filled && !spaceReturned && now >= PHASES.fullFrom + 1000) {
        if (fileChecks.every((check) => check.when !== 'disk full'))
          fileChecks.push(checkStateFile('disk full'));
      }
      if (
        !spaceReturned &&
        now >= PHASES.fullUntil &&
        (fullDiskReplies > 0 || waitedLongEnough(PHASES.fullUntil))
      ) {
        spaceReturned = true;
        freeDisk();
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  await Promise.all([...loops, conductor]);

  // The end: one more kill -9 and restart, then everything acknowledged must be there.
  const final = mock;
  if (!final) throw new Error('no mock at the end');
  down = true;
  await killHard(final.child);
  fileChecks.push(checkStateFile('after the final kill -9'));
  mock = await startMock();
  const { lost, refusedButKept } = await lostWrites(mock.origin);
  await killHard(mock.child);

  const rssStart = median(rss.start);
  const rssEnd = median(rss.end);
  const growthShare = rssStart > 0 ? (rssEnd - rssStart) / rssStart : 0;
  const allLost = [...new Set([...lostAtRestart, ...lost])];
  const readable = fileChecks.every((check) => check.readable);
  const causes = [...fiveHundreds].sort((a, b) => b[1] - a[1]);
  const lines = [
    `soak: ${MINUTES} min (${((Date.now() - startedAt) / 1000).toFixed(0)} s), ${SESSIONS} sessions, state file on ${mounted ? 'a 16 MB tmpfs (filled up to make the disk full)' : 'the temp dir (/dev/full for the full disk)'}`,
    `  requests                     ${requests}`,
    `  5xx by cause                 ${causes.length === 0 ? 'none' : ''}`,
    ...causes.map(([cause, n]) => `    ${cause.padEnd(44)}${n}`),
    `  no reply while the mock was down (kill -9): ${connectionFailuresWhileDown}`,
    `  full disk: 507 replies       ${fullDiskReplies} (${fullDiskMisshapen} not in the error shape naming the file); changes accepted after space returned: ${changesAcceptedAfterRecovery}`,
    `  acknowledged registrations   ${acknowledged.length}, chat messages ${chats.length}; refused for the disk ${refusedAccounts.length}`,
    `  acknowledged writes lost     ${allLost.length}${allLost.length ? ` (${allLost.slice(0, 5).join(', ')})` : ''}`,
    `  refused writes found kept    ${refusedButKept.length}`,
    `  RSS first process            ${median(rss.first)} kB (median)`,
    `  RSS after restart, start/end ${rssStart} kB → ${rssEnd} kB (${(growthShare * 100).toFixed(1)} %)`,
    `  state file readable          ${readable ? 'yes' : 'NO'} (${fileChecks.map((check) => `${check.when}: ${check.detail}`).join('; ')})`,
    ...unexplainedSamples.map((sample) => `  unexplained: ${sample}`),
  ];
  const misses = [
    unexplained > 0 && `${unexplained} unexplained 5xx or lost replies`,
    fullDiskReplies === 0 && 'the full disk was never answered 507',
    fullDiskMisshapen > 0 && `${fullDiskMisshapen} full-disk replies not in the error shape`,
    changesAcceptedAfterRecovery === 0 && 'no change was accepted after space returned',
    allLost.length > 0 && `${allLost.length} acknowledged writes lost`,
    refusedButKept.length > 0 && `${refusedButKept.length} refused writes kept`,
    growthShare > 0.1 && `RSS grew ${(growthShare * 100).toFixed(1)} % (target ≤ 10 %)`,
    !readable && 'the state file was not readable',
  ].filter((miss): miss is string => typeof miss === 'string');
  console.log(
    [...lines, misses.length === 0 ? 'targets: all met' : `targets MISSED: ${misses.join('; ')}`].join('\n'),
  );
  return misses.length === 0;
}

let ok = false;
try {
  ok = await run();
} catch (error) {
  console.error(error);
} finally {
  if (mock) await killHard(mock.child);
  freeDisk();
  if (mounted) execFileSync('umount', [directory]);
  rmSync(directory, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
