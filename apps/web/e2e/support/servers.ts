import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MOCK_DIR = fileURLToPath(new URL('../../../mock-api', import.meta.url));
const HOST = '127.0.0.1';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, HOST);
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No TCP port was assigned');
  return address.port;
}

export interface RunningMock {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real mock carrier (apps/mock-api's server.ts) on a port of its choosing, sending browsers back to
 * `webOrigin`; answers once it listens.
 */
export async function startMock(webOrigin: string): Promise<RunningMock> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server.ts',
      '--host',
      HOST,
      '--port',
      '0',
      '--web-origin',
      webOrigin,
      '--log-level',
      'warn',
    ],
    { cwd: MOCK_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Mock carrier listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The mock exited (${code}) before listening:\n${output}`)));
  });
  // Keep reading what the mock writes, or a full pipe would stall it; its warnings go to this run's output.
  child.stdout?.removeAllListeners('data').resume();
  child.stderr?.removeAllListeners('data').on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return { url, stop: () => stopProcess(child) };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
