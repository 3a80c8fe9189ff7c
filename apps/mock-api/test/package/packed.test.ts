import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { carrierApiDocument } from '@carrier/contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../src/settings';

/**
 * The package as another repository gets it: built, packed, installed with npm from the tarball alone into an empty
 * folder (offline: the tarball must carry everything), and started with `npx carrier-mock`.
 */
const run = promisify(execFile);
const APP_DIR = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string) => join(APP_DIR, 'node_modules', '.bin', name);

let folder: string;
let project: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'carrier-mock-package-'));
  await run(bin('tsup'), [], { cwd: APP_DIR });
  await run('pnpm', ['pack', '--pack-destination', folder], { cwd: APP_DIR });
  const [tarball] = (await readdir(folder)).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball into ${folder}`);
  project = join(folder, 'project');
  await mkdir(project);
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(folder, tarball)], {
    cwd: project,
  });
}, 240_000);

afterAll(async () => {
  // npx runs the mock as its own child: the whole process group goes.
  for (const child of children.splice(0)) if (child.pid) process.kill(-child.pid, 'SIGKILL');
  await rm(folder, { recursive: true, force: true });
});

const npx = (args: string[]) => run('npx', ['--offline', 'carrier-mock', ...args], { cwd: project });

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** `npx carrier-mock <args> --port <free>`, answered once it listens. */
async function start(args: string[]): Promise<string> {
  const port = await freePort();
  const child = spawn('npx', ['--offline', 'carrier-mock', ...args, '--port', String(port)], {
    cwd: project,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`listening on http://127.0.0.1:${port}`)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`carrier-mock exited (${code}) before listening:\n${output}`)),
    );
  });
  return `http://127.0.0.1:${port}`;
}

describe('the carrier-mock package, installed from its tarball', () => {
  it('has no runtime dependency: everything, the document and the reference files included, is inside', async () => {
    const manifest = JSON.parse(
      await readFile(join(project, 'node_modules', 'mock-api', 'package.json'), 'utf8'),
    );
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.bin).toEqual({ 'carrier-mock': 'dist/server.js' });
    expect(await readdir(join(project, 'node_modules'))).toEqual(['.bin', '.package-lock.json', 'mock-api']);
  });

  it("prints its version, which follows the carrier document's info.version", async () => {
    const { version } = carrierApiDocument.info as { version: string };
    const { stdout } = await npx(['--version']);
    expect(stdout.trim()).toBe(`carrier-mock ${version} (carrier API document ${version})`);
  });

  it('lists every setting and its environment variable in --help', async () => {
    const { stdout } = await npx(['--help']);
    for (const { flag, env } of SETTING_NAMES) {
      const line = stdout.split('\n').find((text) => text.trim().split(/\s/)[0] === (flag || env));
      expect(line, flag || env).toContain(env);
    }
  });

  it('serves the carrier API, the control API, the dashboard and the API reference with its files', async () => {
    const mock = await start(['--log-level', 'warn']);
    const plans = await fetch(`${mock}/public/plan`);
    expect(plans.status).toBe(200);
    expect(await plans.json()).toContainEqual(expect.objectContaining({ name: 'ACP Free Plan' }));
    expect((await fetch(`${mock}/__mock/scenarios`)).status).toBe(200);
    expect((await fetch(`${mock}/__mock`)).status).toBe(200);
    const docs = await fetch(`${mock}/__mock/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui-bundle.js');
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css']) {
      const reply = await fetch(`${mock}/__mock/docs/assets/${asset}`);
      expect(reply.status, asset).toBe(200);
      expect((await reply.text()).length, asset).toBeGreaterThan(100_000);
    }
    const document = await fetch(`${mock}/__mock/docs/openapi/carrier-api.json`);
    expect(await document.json()).toMatchObject({ info: { title: 'Carrier API' } });

    const proxy = await start(['proxy', '--upstream', mock, '--log-level', 'warn']);
    const proxied = await fetch(`${proxy}/public/plan`);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('x-mock-outcome')).toBe('proxied');
    expect(proxied.headers.get('x-mock-violations')).toBe('0');
  }, 60_000);

  it('refuses to run the proxy without an upstream', async () => {
    await expect(npx(['proxy'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--upstream <base url>'),
    });
  });
});
