import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentedExample, listen } from './proxy-setup';

const APP_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** What the client sends and the carrier answers that must never be logged, reported or recorded. */
const SECRETS = {
  bearer: 'client-bearer-7c1e2f',
  cookie: 'client-cookie-93ab0d',
  password: 'client-password-51fe',
  carrierToken: 'carrier-token-d48a6e',
};

interface Run {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote, stdout and stderr. */
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs `pnpm proxy`'s entry point with these flags on a free port, at log level debug. */
async function startProxy(flags: string[]): Promise<Run> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server.ts', 'proxy', '--port', '0', '--log-level', 'debug', ...flags],
    { cwd: APP_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`the proxy exited (${code}) before listening:\n${output}`)));
  });
  return { child, url, output: () => output, exited };
}

function carrier(): FastifyInstance {
  const app = Fastify();
  const plan = documentedExample('getPlan');
  app.get('/public/plan/4', (request, reply) =>
    reply
      .header('x-carrier-saw', `${request.headers.authorization} ${request.headers.cookie}`)
      .header('set-cookie', `carrier=${SECRETS.cookie}`)
      .send(plan),
  );
  app.get('/public/plan/5', () => ({ ...plan, promo: 'spring' }));
  app.post('/public/auth/login', () => ({
    ...documentedExample('loginSubscriber'),
    authToken: SECRETS.carrierToken,
  }));
  return app;
}

describe('the proxy for CI (pnpm --filter mock-api proxy)', () => {
  const upstream = carrier();
  let upstreamUrl: string;
  let folder: string;
  const runs: Run[] = [];

  beforeAll(async () => {
    upstreamUrl = await listen(upstream);
  });
  afterAll(() => upstream.close());
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'mock-proxy-ci-'));
  });
  afterEach(async () => {
    for (const run of runs.splice(0)) run.child.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
  });

  it('stops after --max-requests, writes both reports, exits 1 on drift, and keeps no secret', async () => {
    const run = await startProxy([
      '--upstream',
      upstreamUrl,
      '--report',
      join(folder, 'contract'),
      '--max-requests',
      '3',
      '--record',
      join(folder, 'recorded'),
    ]);
    runs.push(run);
    const clean = await fetch(`${run.url}/public/plan/4`, {
      headers: { authorization: `Bearer ${SECRETS.bearer}`, cookie: `session=${SECRETS.cookie}` },
    });
    expect(clean.headers.get('x-carrier-saw'), 'Authorization and cookies are passed on').toBe(
      `Bearer ${SECRETS.bearer} session=${SECRETS.cookie}`,
    );
    expect(clean.headers.get('x-mock-violations')).toBe('0');
    expect((await fetch(`${run.url}/public/plan/5`)).headers.get('x-mock-violations')).toBe('1');
    const kept = [
      await (await fetch(`${run.url}/__mock/requests`)).text(),
      await (await fetch(`${run.url}/__mock/violations`)).text(),
    ];
    const login = await fetch(`${run.url}/public/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'maria.lopez@example.com', password: SECRETS.password }),
    });
    expect(((await login.json()) as { authToken: string }).authToken).toBe(SECRETS.carrierToken);

    expect(await run.exited).toBe(1);
    const report = JSON.parse(await readFile(join(folder, 'contract.json'), 'utf8'));
    expect(report).toMatchObject({
      upstream: upstreamUrl,
      exchanges: 3,
      operations: { getPlan: 2, loginSubscriber: 1 },
    });
    expect(report.violations).toEqual([
      expect.objectContaining({ operationId: 'getPlan', kind: 'unknown-property', pointer: '/body/promo' }),
    ]);
    const xml = await readFile(join(folder, 'contract.xml'), 'utf8');
    expect(xml).toMatch(/<testsuite [^>]*tests="2"[^>]*failures="1"/);
    expect(xml).toMatch(
      /<testcase classname="carrier-api" name="getPlan">[\s\S]*<failure message="1 violation of the document"/,
    );
    expect(xml).toMatch(
      /<testcase classname="carrier-api" name="loginSubscriber">\s*<properties>[\s\S]*?<\/properties>\s*<\/testcase>/,
    );
    expect(await readdir(join(folder, 'recorded')), 'the login reply, a token, is not recorded').toEqual([
      'recorded.getPlan.200.json',
    ]);

    const recorded = await readFile(join(folder, 'recorded', 'recorded.getPlan.200.json'), 'utf8');
    const everything = [run.output(), ...kept, JSON.stringify(report), xml, recorded].join('\n');
    expect(run.output(), 'the debug log shows the requests').toContain('/public/auth/login');
    for (const secret of Object.values(SECRETS)) expect(everything).not.toContain(secret);
  });

  it('writes the reports on SIGTERM and exits 0 when nothing drifted', async () => {
    const run = await startProxy(['--upstream', upstreamUrl, '--report', join(folder, 'clean.json')]);
    runs.push(run);
    expect((await fetch(`${run.url}/public/plan/4`)).status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(JSON.parse(await readFile(join(folder, 'clean.json'), 'utf8'))).toMatchObject({
      exchanges: 1,
      violations: [],
    });
    expect(await readFile(join(folder, 'clean.xml'), 'utf8')).toMatch(/failures="0"/);
  });

  it('refuses to start without an upstream', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', 'proxy'], {
      cwd: APP_DIR,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, MOCK_UPSTREAM: '' },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(2);
    expect(stderr).toContain('--upstream <base url>');
  });
});
