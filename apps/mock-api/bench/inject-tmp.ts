import Fastify from 'fastify';
import { buildApp } from './app-exp-tmp';
import { readSettings } from '../src/settings';
const settings = { ...readSettings(['--port', '0'], {}), validateResponses: false, logLevel: 'warn' as const };
const { app: mock } = await buildApp(settings);
await mock.ready();
const payload = (await mock.inject({ method: 'GET', url: '/public/plan' })).body;
const bare = Fastify({ logger: { level: 'warn' } });
bare.get('/public/plan', (_r, reply) => reply.type('application/json').send(Buffer.from(payload)));
await bare.ready();
async function time(app: typeof mock, n: number) {
  const t = performance.now();
  for (let i = 0; i < n; i++) await app.inject({ method: 'GET', url: '/public/plan' });
  return (performance.now() - t) / n * 1000;
}
for (let round = 0; round < 3; round++) {
  await time(mock, 3000); await time(bare, 3000);
  console.log(process.env.NO_CORS ?? '', process.env.NO_LOG ?? '', 'mock µs', (await time(mock, 10000)).toFixed(1), 'bare µs', (await time(bare, 10000)).toFixed(1));
}
