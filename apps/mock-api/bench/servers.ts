/**
 * Started by bench.ts in its own process, so the load generator does not share the servers' event loop:
 * the mock as a normal run has it, the mock with a state file (each reply to a change waits for its write),
 * and a bare Fastify route returning the JSON the mock answered (serialised per request, as any route
 * returning data is).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { readSettings } from '../src/settings';
import { attachStateFile } from '../src/store/state-file';
import { type Target, targets } from './targets';

export interface Servers {
  mock: string;
  durable: string;
  bare: string;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function capture(origin: string, target: Target) {
  const response = await fetch(`${origin}${target.path}`, {
    method: target.method,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    body: target.body,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${target.name} answered ${response.status}: ${text}`);
  return { status: response.status, json: JSON.parse(text) as unknown };
}

const settings = {
  ...readSettings(['--port', '0'], {}),
  validateResponses: false,
  logLevel: 'warn' as const,
};
const { app: mock } = await buildApp(settings);
const mockOrigin = await listen(mock);

const bare = Fastify({ logger: { level: 'warn' } });
for (const target of targets) {
  const { status, json } = await capture(mockOrigin, target);
  bare.route({
    method: target.method,
    url: target.path,
    handler: (_request, reply) => reply.code(status).send(json),
  });
}
const stateDirectory = mkdtempSync(join(tmpdir(), 'mock-bench-'));
process.on('SIGTERM', () => {
  rmSync(stateDirectory, { recursive: true, force: true });
  process.exit(0);
});
const durable = await buildApp(settings, {
  stateFile: await attachStateFile(join(stateDirectory, 'state.json')),
});

const servers: Servers = { mock: mockOrigin, durable: await listen(durable.app), bare: await listen(bare) };
process.send?.(servers);
