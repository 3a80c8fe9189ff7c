import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pickJourney, type Reply, type Session } from './journeys';
import { PROBE_EXEC_ARGV } from './memory-probe';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ProbedMock {
  child: ChildProcess;
  origin: string;
}

/**
 * The mock (`src/server.ts`) in a process of its own with the memory probe, on a free port of 127.0.0.1, quiet but
 * for fatal errors; `env` adds to or overrides its settings (a state file, the proxy's upstream).
 */
export async function startProbedMock(env: Record<string, string>): Promise<ProbedMock> {
  const child = spawn(process.execPath, [...PROBE_EXEC_ARGV, 'src/server.ts'], {
    cwd: APP_DIR,
    env: { ...process.env, MOCK_HOST: '127.0.0.1', MOCK_PORT: '0', MOCK_LOG_LEVEL: 'fatal', ...env },
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
    child.once('exit', (code) => reject(new Error(`the mock exited (${code}) before listening:\n${output}`)));
  });
  child.stdout?.removeAllListeners('data').resume();
  child.stderr?.removeAllListeners('data').resume();
  return { child, origin };
}

/** One call of a journey as a browser or the web makes it, in the session `name`. */
export async function call(
  origin: string,
  name: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Reply> {
  const response = await fetch(`${origin}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'x-mock-session': name,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // HTML pages, the malformed-body fault, the gateway's plain text.
  }
  return {
    status: response.status,
    outcome: response.headers.get('x-mock-outcome') ?? '',
    body: parsed,
    location: response.headers.get('location'),
  };
}

/**
 * A burst of the soak's journeys from `sessions` concurrent sessions, without pauses, each journey in a new session
 * (sessions and what they arm come and go, as demo visitors do). `drive(requests)` sends about that many more and
 * answers the count sent so far; `unexplained` lists the 5xx no armed fault explains.
 */
export function burst(origin: string, sessions: number, prefix: string) {
  let sent = 0;
  let serial = 0;
  const unexplained: string[] = [];
  const session = (): Session => {
    serial += 1;
    const name = `${prefix}-${serial}`;
    return {
      name,
      origin: () => origin,
      serial: () => serial++,
      mayGrow: () => true,
      acknowledged: () => {},
      refused: () => {},
      chatAcknowledged: () => {},
      async call(method, path, body, headers) {
        sent += 1;
        const reply = await call(origin, name, method, path, body, headers);
        if (reply.status >= 500 && !reply.outcome.startsWith('fault.'))
          unexplained.push(`${method} ${path} → ${reply.status}`);
        return reply;
      },
    };
  };
  return {
    unexplained,
    async drive(requests: number): Promise<number> {
      const until = sent + requests;
      await Promise.all(
        Array.from({ length: sessions }, async () => {
          while (sent < until) await pickJourney()[1](session());
        }),
      );
      return sent;
    },
  };
}
