import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CARRIER_SCHEMA_ID, carrierApiDocument } from '@carrier/contracts/server';
import { aRegistration } from '@carrier/scenarios/test-data';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app';
import { writeStateFile } from '../../src/store/persistence';
import { attachStateFile } from '../../src/store/state-file';
import { createSchemaValidators } from '../../src/validation/schema-validation';
import type { World } from '../../src/world';
import { testSettings } from '../build';

let directory: string;
let path: string;
const apps: BuiltApp[] = [];
/** The disk's state: while full, every write of the state file fails as the kernel fails it. */
let diskFull = false;

const noSpace = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });

/** The real atomic write, failing with ENOSPC while the disk is full (a full disk, portably). */
async function write(target: string, text: string): Promise<void> {
  if (diskFull) throw noSpace();
  await writeStateFile(target, text);
}

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'mock-full-disk-'));
  path = join(directory, 'state.json');
  diskFull = false;
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map(({ app }) => app.close()));
  await rm(directory, { recursive: true, force: true });
});

async function start(): Promise<BuiltApp> {
  const built = await buildApp(testSettings(), { stateFile: await attachStateFile(path, { write }) });
  apps.push(built);
  return built;
}

/** Settles at the world's next `persist()`: a request has made its change in memory and waits for its write. */
function nextPersist(world: World): Promise<void> {
  const persist = world.persist;
  return new Promise((resolve) => {
    world.persist = () => {
      world.persist = persist;
      resolve();
      return persist.call(world);
    };
  });
}

const registerAs = (built: BuiltApp, email: string) =>
  built.app.inject({ method: 'POST', url: '/public/auth/register', payload: aRegistration({ email }) });

const emailsOnDisk = async () =>
  (
    JSON.parse(await readFile(path, 'utf8')) as { accounts: { accounts: { email: string }[] } }
  ).accounts.accounts.map((account) => account.email);

describe('a full disk under the state file (edges audit E-11)', () => {
  it('refuses a change it cannot write with 507 in the carrier error shape, naming the state file', async () => {
    const built = await start();
    diskFull = true;
    const response = await registerAs(built, 'full.disk@example.com');
    expect(response.statusCode).toBe(507);
    expect(response.headers['x-mock-outcome']).toBe('mock:state-file-unwritable');
    const body = response.json();
    expect(body).toEqual({
      error: 'INSUFFICIENT_STORAGE',
      message: `The change was not made: the mock cannot write its state file ${path} (ENOSPC: no space left on device, write). Free some space and send it again.`,
    });
    const validators = createSchemaValidators({ [CARRIER_SCHEMA_ID]: carrierApiDocument });
    const error = validators.response.compile({ $ref: `${CARRIER_SCHEMA_ID}#/components/schemas/Error` });
    expect(error(body), JSON.stringify(error.errors)).toBe(true);
  });

  it('goes back to what is on disk, so nothing refused exists, then recovers by itself when space returns', async () => {
    const built = await start();
    expect((await registerAs(built, 'before@example.com')).statusCode).toBe(201);
    diskFull = true;
    const refused = await Promise.all(
      Array.from({ length: 12 }, (_, n) => registerAs(built, `during${n}@example.com`)),
    );
    expect(refused.map((response) => response.statusCode)).toEqual(Array(12).fill(507));
    const inMemory = built.world.state.accounts.accounts.map((account) => account.email);
    expect(inMemory.filter((email) => email.startsWith('during'))).toEqual([]);
    expect(inMemory).toContain('before@example.com');
    // A read still works while the disk is full.
    expect((await built.app.inject({ method: 'GET', url: '/public/plan' })).statusCode).toBe(200);

    diskFull = false;
    expect((await registerAs(built, 'after@example.com')).statusCode).toBe(201);
    expect((await registerAs(built, 'during0@example.com')).statusCode).toBe(201);
    const kept = await emailsOnDisk();
    expect(kept).toEqual(
      expect.arrayContaining(['before@example.com', 'after@example.com', 'during0@example.com']),
    );
    expect(kept.filter((email) => /^during[1-9]/.test(email))).toEqual([]);
  });

  it('refuses a change that overlapped a failed write even when the next write succeeds', async () => {
    let failNext = true;
    let releaseWrite: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      releaseWrite = resolve;
    });
    const slowFailing = await attachStateFile(path, {
      write: async (target, text) => {
        if (failNext) {
          failNext = false;
          await gate;
          throw noSpace();
        }
        await writeStateFile(target, text);
      },
    });
    const slow = await buildApp(testSettings(), { stateFile: slowFailing });
    apps.push(slow);
    const firstPersisting = nextPersist(slow.world);
    const first = registerAs(slow, 'first@example.com');
    await firstPersisting; // its write has begun, held at the gate
    // Changed in memory while the first write runs: the rollback takes it away too.
    const secondPersisting = nextPersist(slow.world);
    const second = registerAs(slow, 'second@example.com');
    await secondPersisting;
    releaseWrite();
    expect((await first).statusCode).toBe(507);
    expect((await second).statusCode).toBe(507);
    expect(slow.world.state.accounts.accounts.map((account) => account.email)).not.toContain(
      'second@example.com',
    );
  });

  it('leaves no temporary file behind a write that failed', async () => {
    // A directory where the file should be: the temporary copy is written, the rename over it fails.
    await mkdir(join(path, 'occupied'), { recursive: true });
    await expect(writeStateFile(path, '{}')).rejects.toThrow();
    expect((await readdir(directory)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
