/**
 * Started by bench.ts in its own process, so the load generator does not share the servers' event loop:
 * the mock as a normal run has it, and a bare Fastify route returning the JSON the mock answered (serialised
 * per request, as any route returning data is).
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { readSettings } from '../src/settings';
import { type Target, targets } from './targets';

export interface Servers {
  mock: string;
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
const servers: Servers = { mock: mockOrigin, bare: await listen(bare) };
process.send?.(servers);
