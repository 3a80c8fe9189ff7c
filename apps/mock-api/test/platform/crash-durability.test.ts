import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const APP_DIR = fileURLToPath(new URL('../..', import.meta.url));

let directory: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'mock-crash-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(directory, { recursive: true, force: true });
});

/** Starts `src/server.ts` as `start` does, on a free port; answers its process and address. */
async function startServer(stateFile: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: APP_DIR,
    env: { ...process.env, MOCK_STATE_FILE: stateFile, MOCK_PORT: '0', MOCK_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return { child, url };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('a state file through a crash (robustness audit F2)', () => {
  it('keeps every acknowledged write when the server is killed with SIGKILL mid-traffic', async () => {
    const stateFile = join(directory, 'state.json');
    const first = await startServer(stateFile);
    const acknowledged: string[] = [];
    let enoughAcknowledged = () => {};
    const enough = new Promise<void>((resolve) => {
      enoughAcknowledged = resolve;
    });
    let stop = false;
    const writer = async (id: number) => {
      for (let n = 0; !stop; n += 1) {
        const text = `writer ${id} message ${n}`;
        try {
          const response = await fetch(`${first.url}/webhooks/chat`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ text }),
          });
          if (response.status === 200 && acknowledged.push(text) === 150) enoughAcknowledged();
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, id) => writer(id));
    // Or every writer has stopped (the server died): the check below then says how far they got.
    await Promise.race([enough, Promise.all(writers)]);
    // Killed while the writers are still sending: some writes are in flight, none of them acknowledged.
    await killed(first.child);
    stop = true;
    await Promise.all(writers);

    const second = await startServer(stateFile);
    const chat = (await (await fetch(`${second.url}/__mock/chat`)).json()) as {
      messages: { text: string }[];
    };
    const kept = new Set(chat.messages.map((message) => message.text));
    expect(acknowledged.filter((text) => !kept.has(text))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
  });
});
