/**
 * A soak with faults (issue 15, item 6): mixed traffic of every journey over 20 demo sessions with armed
 * scenarios, a `kill -9` of the mock and a restart on the same state file, and a full disk under that file, then
 * the figures and whether the targets hold. `pnpm --filter mock-api soak [--minutes 30]` (default 1 minute);
 * exits 1 when a target is missed. Requests go to 127.0.0.1 only, at a bounded rate.
 *
 * The full disk is a tmpfs mounted with a size limit and filled up, when this process may mount one (root);
 * elsewhere, the state file's temporary copy is made a link to /dev/full, whose writes fail with ENOSPC.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Account, browse, pickJourney, type Reply, register, type Session } from './journeys';
import { type MemoryAfterGc, memoryAfterGc } from './memory-probe';
import { call, type ProbedMock, startProbedMock } from './traffic';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '1' }, sessions: { type: 'string', default: '20' } },
});
const MINUTES = Number(values.minutes);
const SESSIONS = Number(values.sessions);
if (!(MINUTES > 0) || !Number.isInteger(SESSIONS) || SESSIONS < 1) {
  console.error('usage: soak [--minutes <n>] [--sessions <n>]');
  process.exit(2);
}

/** Set once the mocks listen: starting three of them on a loaded machine must not eat into the run. */
let startedAt = Date.now();
/** The run's whole budget; the last seconds are for the final checks. */
const RUN_MS = MINUTES * 60_000;
const TRAFFIC_MS = RUN_MS - 12_000;
function phasesFrom(start: number) {
  const at = (share: number) => start + TRAFFIC_MS * share;
  return {
    kill: at(0.3),
    fullFrom: at(0.5),
    fullUntil: at(0.65),
    burstFrom: at(0.72),
    burstUntil: at(0.8),
    end: at(1),
  };
}
let PHASES = phasesFrom(startedAt);
/**
 * The phases count the time the mock is up: the time it was down for its restart after the kill -9 moves every later
 * phase on. A restart slowed by a loaded machine (over a minute, seen in a run) otherwise used up the whole run, so
 * the disk was never full and the memory never taken.
 */
function movePhasesOn(downFor: number): void {
  PHASES = {
    kill: PHASES.kill,
    fullFrom: PHASES.fullFrom + downFor,
    fullUntil: PHASES.fullUntil + downFor,
    burstFrom: PHASES.burstFrom + downFor,
    burstUntil: PHASES.burstUntil + downFor,
    end: PHASES.end + downFor,
  };
}
/**
 * A phase the checks need waits for what it must show, not for the clock alone: the disk stays full until a change
 * has been refused 507, and the traffic goes on until a change has been accepted after space returned (on a loaded
 * machine the restart after the kill can take most of the run). A mock that never shows it is reported, not waited
 * for forever: each wait ends at most the run's length past its phase.
 */
const waitedLongEnough = (phase: number) => Date.now() >= phase + RUN_MS;
/** RSS after GC is taken this share of the run after the restart (warmed up), after the burst and at the end. */
const RSS_WINDOW = 0.05;
/** RSS after GC at the end may exceed the figure after the restart by this share at most. */
const RSS_GROWTH_ALLOWED = 0.25;
/** During the burst, this many more sessions run, none of them pausing between journeys. */
const BURST_SESSIONS = 40;
/** Sessions that browse the catalogue through the validating proxy, in front of a second mock. */
const PROXIED_SESSIONS = 2;
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

let mock: ProbedMock | undefined;
let down = true;

/** The mock on the state file; `env` starts another (the proxy's upstream, the proxy) instead. */
async function startMock(
  env: Record<string, string> = {
    MOCK_STATE_FILE: stateFile,
    // Tokens stay valid across the restart, as a demo with a state file would set it.
    MOCK_TOKEN_SECRET: 'soak-secret',
  },
): Promise<ProbedMock> {
  return startProbedMock({ MOCK_LATENCY_MS: '200', ...env });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
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
const rss: { start?: MemoryAfterGc; burst?: MemoryAfterGc; end?: MemoryAfterGc; proxy?: MemoryAfterGc } = {};
const inBurst = () => Date.now() >= PHASES.burstFrom && Date.now() < PHASES.burstUntil;

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

/** A demo session; `through` names the proxy's origin for the sessions that go through it. */
function sessionOf(n: number, through?: () => ProbedMock | undefined): Session {
  const name = `soak-${n}`;
  const target = () => (through ? through() : mock);
  return {
    name,
    origin: () => target()?.origin ?? '',
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
      const origin = target()?.origin;
      if (!origin || (!through && down)) return undefined;
      requests += 1;
      try {
        // Against a hang only: on a loaded machine a reply can take many seconds and is still a reply.
        const reply = await call(origin, name, method, path, body, headers, AbortSignal.timeout(RUN_MS));
        // Through the proxy the mock behind it answers: an upstream that cannot be reached is a 502 of its own.
        explain(method, path, reply);
        return reply;
      } catch (error) {
        if (!through && (down || mock?.origin !== origin)) {
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

// The memory after the restart is taken a while into the traffic that follows it: a restart slowed by a loaded
// machine moves that moment, and the traffic goes on until it has come.
const trafficOver = () =>
  Date.now() >= PHASES.end &&
  ((spaceReturned && changesAcceptedAfterRecovery > 0) || waitedLongEnough(PHASES.end)) &&
  (rss.start !== undefined || waitedLongEnough(PHASES.end));

async function run(): Promise<boolean> {
  const [first, upstream] = await Promise.all([startMock(), startMock({})]);
  mock = first;
  down = false;
  const proxy = await startMock({ MOCK_UPSTREAM: upstream.origin });
  startedAt = Date.now();
  PHASES = phasesFrom(startedAt);
  const sessions = Array.from({ length: SESSIONS }, (_, n) => sessionOf(n + 1));
  const loops = sessions.map(async (session) => {
    while (!trafficOver()) {
      if (down) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const [, journey] = pickJourney();
      await journey(session);
      if (!inBurst()) await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  });
  const burstLoops = Array.from({ length: BURST_SESSIONS }, async (_, n) => {
    const session = sessionOf(SESSIONS + n + 1);
    while (Date.now() < PHASES.burstFrom) await new Promise((resolve) => setTimeout(resolve, 100));
    while (Date.now() < PHASES.burstUntil) {
      if (down) await new Promise((resolve) => setTimeout(resolve, 50));
      else await pickJourney()[1](session);
    }
  });
  const proxiedLoops = Array.from({ length: PROXIED_SESSIONS }, async (_, n) => {
    const session = sessionOf(SESSIONS + BURST_SESSIONS + n + 1, () => proxy);
    while (Date.now() < PHASES.end) {
      await browse(session);
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  });

  // The full disk and the recovery are each shown by a registration of the soak's own, not left to the traffic's
  // chance: a starved machine sent so few requests that none was a write in either window (seen under load).
  const probe: Session = {
    ...sessionOf(SESSIONS + BURST_SESSIONS + PROXIED_SESSIONS + 1),
    mayGrow: () => true,
  };
  const probes: Promise<void>[] = [];
  let killed = false;
  let rssFrom = Number.POSITIVE_INFINITY;
  let burstMeasured = false;
  let filled = false;
  const lostAtRestart: string[] = [];
  const conductor = (async () => {
    while (!trafficOver()) {
      const now = Date.now();
      if (mock && !down && !rss.start && now >= rssFrom) rss.start = await memoryAfterGc(mock.child);
      if (mock && !down && !burstMeasured && now >= PHASES.burstUntil) {
        burstMeasured = true;
        rss.burst = await memoryAfterGc(mock.child);
      }
      if (!killed && now >= PHASES.kill && mock) {
        killed = true;
        down = true;
        const downSince = Date.now();
        await killHard(mock.child);
        fileChecks.push(checkStateFile('after kill -9'));
        mock = await startMock();
        down = true;
        lostAtRestart.push(...(await lostWrites(mock.origin)).lost);
        down = false;
        movePhasesOn(Date.now() - downSince);
        rssFrom = Date.now() + TRAFFIC_MS * RSS_WINDOW;
      }
      if (!filled && now >= PHASES.fullFrom) {
        filled = true;
        fillDisk();
        probes.push(register(probe));
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
        probes.push(register(probe));
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  await Promise.all([...loops, ...burstLoops, ...proxiedLoops, conductor]);
  await Promise.all(probes);
  rss.end = await memoryAfterGc(mock?.child as ChildProcess);
  rss.proxy = await memoryAfterGc(proxy.child);
  const proxyLog = (await (await fetch(`${proxy.origin}/__mock/violations`)).json()) as {
    seen: number;
    violations: { operationId: string; direction: string; kind: string; pointer: string }[];
  };
  const proxyFindings = [
    ...new Set(proxyLog.violations.map((v) => `${v.operationId} ${v.direction} ${v.kind} ${v.pointer}`)),
  ];
  await Promise.all([killHard(proxy.child), killHard(upstream.child)]);

  // The end: one more kill -9 and restart, then everything acknowledged must be there.
  const final = mock;
  if (!final) throw new Error('no mock at the end');
  down = true;
  await killHard(final.child);
  fileChecks.push(checkStateFile('after the final kill -9'));
  mock = await startMock();
  const { lost, refusedButKept } = await lostWrites(mock.origin);
  await killHard(mock.child);

  const rssStart = rss.start?.rssMb ?? 0;
  const rssEnd = rss.end?.rssMb ?? 0;
  const growthShare = rssStart > 0 ? (rssEnd - rssStart) / rssStart : 0;
  const figure = (memory: MemoryAfterGc | undefined) =>
    memory ? `${memory.rssMb} MB (heap ${memory.heapMb} MB)` : 'not taken';
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
    `  RSS after GC: start          ${figure(rss.start)} (after the restart, warmed up)`,
    `                after the burst ${figure(rss.burst)} (${BURST_SESSIONS} more sessions, no pauses)`,
    `                end            ${figure(rss.end)} (${(growthShare * 100).toFixed(1)} % on the start)`,
    `  proxy (${PROXIED_SESSIONS} sessions through it to a second mock): violations seen ${proxyLog.seen}; RSS after GC ${figure(rss.proxy)}`,
    `  state file readable          ${readable ? 'yes' : 'NO'} (${fileChecks.map((check) => `${check.when}: ${check.detail}`).join('; ')})`,
    ...proxyFindings.slice(0, 5).map((finding) => `  proxy violation: ${finding}`),
    ...unexplainedSamples.map((sample) => `  unexplained: ${sample}`),
  ];
  const misses = [
    unexplained > 0 && `${unexplained} unexplained 5xx or lost replies`,
    fullDiskReplies === 0 && 'the full disk was never answered 507',
    fullDiskMisshapen > 0 && `${fullDiskMisshapen} full-disk replies not in the error shape`,
    changesAcceptedAfterRecovery === 0 && 'no change was accepted after space returned',
    allLost.length > 0 && `${allLost.length} acknowledged writes lost`,
    refusedButKept.length > 0 && `${refusedButKept.length} refused writes kept`,
    (!rss.start || !rss.end) && 'RSS after GC was not taken at the start and the end',
    growthShare > RSS_GROWTH_ALLOWED &&
      `RSS after GC grew ${(growthShare * 100).toFixed(1)} % (target ≤ ${RSS_GROWTH_ALLOWED * 100} %)`,
    proxyLog.seen > 0 && `the proxy saw ${proxyLog.seen} violations of a mock that keeps to the document`,
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
