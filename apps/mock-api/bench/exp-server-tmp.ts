import type { AddressInfo } from 'node:net';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import { buildApp } from './app-exp-tmp';
import { readSettings } from '../src/settings';
const variant = process.argv[2];
const settings = { ...readSettings(['--port', '0'], {}), validateResponses: false, logLevel: 'warn' as const };
const { app: mock } = await buildApp(settings);
await mock.ready();
const payload = (await mock.inject({ method: 'GET', url: '/public/plan' })).body;
const object = JSON.parse(payload);
let app = mock;
if (variant !== 'mock') {
  app = Fastify({ logger: { level: 'warn' } });
  if (variant === 'cors') await app.register(cors, { origin: ['http://127.0.0.1:5173'] });
  app.get('/public/plan', async (_req, reply) => {
    if (variant === 'buffer') return reply.type('application/json').send(Buffer.from(payload));
    if (variant === 'string') return reply.type('application/json').send(payload);
    return object;
  });
}
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/public/plan` });
process.on('message', () => process.exit(0));
