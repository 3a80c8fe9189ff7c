import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { pickJourney, type Reply, type Session } from '../../soak/journeys';
import { memoryAfterGc, PROBE_EXEC_ARGV } from '../../soak/memory-probe';

const APP_DIR = fileURLToPath(new URL('../..', import.meta.url));
/** Requests of the warm-up (every journey, every schema compiled) and of the load: a bounded count, not a time. */
const WARM_UP_REQUESTS = 600;
const LOAD_REQUESTS = 6_000;
const SESSIONS = 20;

async function startMock(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, [...PROBE_EXEC_ARGV, 'src/server.ts'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      MOCK_HOST: '127.0.0.1',
      MOCK_PORT: '0',
      MOCK_LOG_LEVEL: 'fatal',
      MOCK_LATENCY_MS: '50',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
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
    child.once('exit', (code) => reject(new Error(`the mock exited (${code}):\n${output}`)));
  });
  return { child, origin };
}

describe('memory under mixed traffic', () => {
  let mock: { child: ChildProcess; origin: string } | undefined;
  afterAll(() => {
    mock?.child.kill('SIGKILL');
  });

  it('holds RSS after GC within +25 % of the warm figure, every structure that grows with traffic capped', async () => {
    mock = await startMock();
    const { origin } = mock;
    let sent = 0;
    let serial = 0;
    const unexplained: string[] = [];
    /** A session per journey run: sessions (and what they arm) come and go, as demo visitors do. */
    const session = (): Session => {
      serial += 1;
      const name = `memory-${serial}`;
      return {
        name,
        origin: () => origin,
        serial: () => serial++,
        mayGrow: () => true,
        acknowledged: () => {},
        refused: () => {},
        chatAcknowledged: () => {},
        async call(method, path, body, headers = {}) {
          sent += 1;
          const response = await fetch(`${origin}${path}`, {
            method,
            redirect: 'manual',
            headers: {
              'x-mock-session': name,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...headers,
            },
            body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
          });
          const text = await response.text();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Pages and the malformed-body fault.
          }
          const reply: Reply = {
            status: response.status,
            outcome: response.headers.get('x-mock-outcome') ?? '',
            body: parsed,
            location: response.headers.get('location'),
          };
          if (reply.status >= 500 && !reply.outcome.startsWith('fault.'))
            unexplained.push(`${method} ${path} → ${reply.status}`);
          return reply;
        },
      };
    };
    const drive = async (requests: number) => {
      const until = sent + requests;
      await Promise.all(
        Array.from({ length: SESSIONS }, async () => {
          while (sent < until) await pickJourney()[1](session());
        }),
      );
    };

    await drive(WARM_UP_REQUESTS);
    const warm = await memoryAfterGc(mock.child);
    await drive(LOAD_REQUESTS);
    const loaded = await memoryAfterGc(mock.child);

    expect(unexplained).toEqual([]);
    console.log(
      `memory: ${sent} requests; RSS after GC warm ${warm.rssMb} MB → after the load ${loaded.rssMb} MB; heap ${warm.heapMb} → ${loaded.heapMb} MB`,
    );
    expect(loaded.rssMb).toBeLessThanOrEqual(warm.rssMb * 1.25);
  }, 600_000);
});
