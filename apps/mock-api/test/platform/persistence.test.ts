import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app';
import { writeStateFile } from '../../src/store/persistence';
import { seedState } from '../../src/store/seed';
import { attachStateFile, type StateFile } from '../../src/store/state-file';
import { testSettings } from '../build';

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
  const built = await buildApp(testSettings(), { initialState: stateFile.initialState });
  stateFile.watch(built.world, built.app.log);
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
    await vi.waitFor(async () =>
      expect((await fileState()).mail.chat.map((m) => m.text)).toEqual(['My tablet has not arrived yet.']),
    );

    const second = await startWithStateFile();
    expect(second.stateFile.report).toEqual({ level: 'info', message: `State loaded from ${path}.` });
    expect(await chatTexts(second)).toEqual(['My tablet has not arrived yet.']);
    expect(second.world.state.lastId).toBe(first.world.state.lastId);
  });

  it('is rewritten with the seed on reset', async () => {
    const built = await startWithStateFile();
    await built.app.inject({ method: 'POST', url: '/webhooks/chat', payload: { text: 'Hello' } });
    await vi.waitFor(async () => expect((await fileState()).mail.chat).toHaveLength(1));
    await built.app.inject({ method: 'POST', url: '/__mock/reset' });
    await vi.waitFor(async () => expect(await fileState()).toEqual(seedState()));
  });

  it.each([
    ['corrupt JSON', '{"version": 1, "lastId": ', 'is not valid JSON'],
    ['the wrong shape', JSON.stringify({ version: 1, lastId: 'many' }), 'is not a mock state'],
    ['another version', JSON.stringify({ ...seedState(), version: 99 }), 'is not a mock state'],
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

  it('whose write fails is reported in the log, and the mock goes on', async () => {
    path = join(directory, 'a-file', 'state.json');
    await writeFile(join(directory, 'a-file'), 'not a directory');
    const stateFile = await attachStateFile(path);
    expect(stateFile.report.message).toContain('Cannot read state file');
    const log = { error: vi.fn() };
    const built = await buildApp(testSettings());
    apps.push(built);
    await stateFile.flush(built.world, log);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining(`Cannot write state file ${path}`));
  });
});

describe('writeStateFile', () => {
  it('replaces the file whole and leaves no temporary file behind', async () => {
    await writeStateFile(path, { round: 1 });
    await writeStateFile(path, { round: 2 });
    expect(await readdir(directory)).toEqual(['state.json']);
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ round: 2 });
  });

  it('creates the folder it writes into', async () => {
    path = join(directory, 'nested', 'state.json');
    await writeStateFile(path, { round: 1 });
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ round: 1 });
  });
});
