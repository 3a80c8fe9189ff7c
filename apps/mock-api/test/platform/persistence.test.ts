import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app';
import { UNCHANGING_OPERATIONS } from '../../src/routes/unchanging';
import { writeStateFile } from '../../src/store/persistence';
import { seedState } from '../../src/store/seed';
import { attachStateFile, type StateFile } from '../../src/store/state-file';
import { testSettings } from '../build';
import { bearer, LOGIN_PATHS } from '../sessions';

let directory: string;
let path: string;
const apps: BuiltApp[] = [];

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'mock-state-'));
  path = join(directory, 'state.json');
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map(({ app }) => app.close()));
  await rm(directory, { recursive: true, force: true });
});

/** Starts the mock as the server does with --state-file. */
async function startWithStateFile(): Promise<BuiltApp & { stateFile: StateFile }> {
  const stateFile = await attachStateFile(path);
  const built = await buildApp(testSettings(), { stateFile });
  apps.push(built);
  return { ...built, stateFile };
}

async function fileState(): Promise<ReturnType<typeof seedState>> {
  return JSON.parse(await readFile(path, 'utf8'));
}

async function chatTexts(built: BuiltApp): Promise<string[]> {
  const response = await built.app.inject({ method: 'GET', url: '/__mock/chat' });
  return response.json<{ messages: { text: string }[] }>().messages.map((message) => message.text);
}

describe('a state file', () => {
  it('keeps what happened through a restart', async () => {
    const first = await startWithStateFile();
    expect(first.stateFile.report).toEqual({
      level: 'info',
      message: expect.stringContaining('No state file'),
    });
    const sent = await first.app.inject({
      method: 'POST',
      url: '/webhooks/chat',
      payload: { text: 'My tablet has not arrived yet.' },
    });
    expect(sent.statusCode).toBe(200);
    // The reply waited for the write: the file holds the change as soon as the reply is in.
    expect((await fileState()).mail.chat.map((m) => m.text)).toEqual(['My tablet has not arrived yet.']);

    const second = await startWithStateFile();
    expect(second.stateFile.report).toEqual({ level: 'info', message: `State loaded from ${path}.` });
    expect(await chatTexts(second)).toEqual(['My tablet has not arrived yet.']);
    expect(second.world.state.lastId).toBe(first.world.state.lastId);
  });

  it('is not rewritten by a changing request that changed nothing', async () => {
    const built = await startWithStateFile();
    await built.app.inject({ method: 'POST', url: '/webhooks/chat', payload: { text: 'Hello' } });
    const before = await stat(path);
    const refused = await built.app.inject({
      method: 'POST',
      url: '/public/auth/login',
      payload: { username: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(refused.statusCode).toBe(401);
    expect((await stat(path)).mtimeMs).toBe(before.mtimeMs);
  });

  it('is neither written nor waited for by a quote or a reseller code check: they change nothing', async () => {
    const built = await startWithStateFile();
    const login = await built.app.inject({
      method: 'POST',
      url: LOGIN_PATHS.subscriber,
      payload: { username: DEMO_ACCOUNTS.subscriber.email, password: DEMO_ACCOUNTS.subscriber.password },
    });
    const subscriber = bearer(login.json<{ authToken: string }>().authToken);
    const simQuote = {
      shippingCountry: 'US',
      shippingZipcode: '10118',
      planPricingIds: [12],
      addOnPlanIds: [21],
    };
    const addOnQuote = { addOnPlanIds: [21], zipCode: '10118' };
    const requests = [
      ['priceSim', '/public/sim/purchase/price', simQuote, {}],
      ['priceSubscriberSim', '/subscriber/sim/purchase/price', simQuote, subscriber],
      ['priceAddOnPlans', '/public/add-on_plan/purchase/price', addOnQuote, {}],
      ['priceSubscriberAddOnPlans', '/subscriber/add-on_plans/purchase/price', addOnQuote, subscriber],
      ['validateResellerCode', '/public/utility/is_valid_reseller_code', { resellerCode: 'RS-ALPHA' }, {}],
    ] as const;
    expect(new Set(requests.map(([operationId]) => operationId))).toEqual(UNCHANGING_OPERATIONS);
    const before = structuredClone(built.world.state);
    const persist = vi.spyOn(built.world, 'persist');

    for (const [operationId, url, payload, headers] of requests) {
      const reply = await built.app.inject({ method: 'POST', url, payload, headers });
      expect(reply.statusCode, `${operationId}: ${reply.body}`).toBe(200);
    }
    expect(persist).not.toHaveBeenCalled();
    expect(built.world.state).toEqual(before);

    await built.app.inject({ method: 'POST', url: '/webhooks/chat', payload: { text: 'Hello' } });
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('is rewritten with the seed on reset', async () => {
    const built = await startWithStateFile();
    await built.app.inject({ method: 'POST', url: '/webhooks/chat', payload: { text: 'Hello' } });
    expect((await fileState()).mail.chat).toHaveLength(1);
    await built.app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(await fileState()).toEqual(seedState());
  });

  const seedWith = (change: (state: ReturnType<typeof seedState>) => void) => {
    const state = seedState();
    change(state);
    return JSON.stringify(state);
  };

  it.each([
    ['corrupt JSON', '{"version": 1, "lastId": ', 'is not valid JSON'],
    [
      'the wrong shape',
      JSON.stringify({ version: 1, lastId: 'many' }),
      'is not a mock state of this version (catalogue is missing)',
    ],
    [
      'another version',
      JSON.stringify({ ...seedState(), version: 99 }),
      'is not a mock state of this version (version must be equal to constant)',
    ],
    [
      'a wrong field deep inside',
      seedWith((state) => {
        (state.accounts.accounts[0] as { email: unknown }).email = 42;
      }),
      'is not a mock state of this version (accounts.accounts.0.email must be string)',
    ],
    [
      'a record that breaks the carrier document',
      seedWith((state) => {
        (state.catalogue.plans[0] as { costPerMonth: unknown }).costPerMonth = 'ten';
      }),
      'is not a mock state of this version (catalogue.plans.0.costPerMonth must be number)',
    ],
  ])(
    'holding %s is moved aside with a warning, and the mock starts from the seed',
    async (_, text, problem) => {
      await writeFile(path, text);
      const { world, stateFile } = await startWithStateFile();
      expect(stateFile.report.level).toBe('warn');
      expect(stateFile.report.message).toContain(problem);
      expect(stateFile.report.message).toContain(`moved it to ${path}.corrupt`);
      expect(world.state).toEqual(seedState());
      expect(await readFile(`${path}.corrupt`, 'utf8')).toBe(text);
    },
  );

  it('that is missing starts the mock from the seed', async () => {
    const { world, stateFile } = await startWithStateFile();
    expect(stateFile.initialState).toBeUndefined();
    expect(stateFile.report.message).toBe(`No state file at ${path} yet; starting from the seed.`);
    expect(world.state).toEqual(seedState());
  });

  it('whose write fails is reported in the log, the change refused, and the mock goes on', async () => {
    path = join(directory, 'a-file', 'state.json');
    await writeFile(join(directory, 'a-file'), 'not a directory');
    const stateFile = await attachStateFile(path);
    expect(stateFile.report.message).toContain('Cannot read state file');
    const built = await buildApp(testSettings(), { stateFile });
    apps.push(built);
    const logged = vi.spyOn(built.app.log, 'error');
    const sent = await built.app.inject({
      method: 'POST',
      url: '/webhooks/chat',
      payload: { text: 'Hello' },
    });
    expect(sent.statusCode).toBe(507);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`Cannot write state file ${path}`));
    expect(await chatTexts(built)).toEqual([]);
    expect((await built.app.inject({ method: 'GET', url: '/public/plan' })).statusCode).toBe(200);
  });
});

describe('start-up with a state file', () => {
  it('removes the temporary files a crash left behind, and nothing else', async () => {
    await writeFile(path, JSON.stringify(seedState()));
    for (const name of [
      'state.json.4242.tmp',
      'state.json.17.tmp',
      'state.json.notes.tmp',
      'other.json.5.tmp',
    ])
      await writeFile(join(directory, name), '{}');
    await startWithStateFile();
    expect((await readdir(directory)).sort()).toEqual([
      'other.json.5.tmp',
      'state.json',
      'state.json.notes.tmp',
    ]);
  });
});

describe('writeStateFile', () => {
  it('replaces the file whole and leaves no temporary file behind', async () => {
    await writeStateFile(path, JSON.stringify({ round: 1 }));
    await writeStateFile(path, JSON.stringify({ round: 2 }));
    expect(await readdir(directory)).toEqual(['state.json']);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ round: 2 });
  });

  it('creates the folder it writes into', async () => {
    path = join(directory, 'nested', 'state.json');
    await writeStateFile(path, JSON.stringify({ round: 1 }));
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ round: 1 });
  });
});
