/**
 * Started by bench.ts in its own process, so the load generator does not share the servers' event loop: the
 * mock as a normal run has it, the mock with a state file (each reply to a change waits for its write), and a
 * Fastify 5 app doing the same documented work for each target: the mock's CORS policy, its logger (level info,
 * requests not logged, as the mock has it), the request checked against the document with the mock's validators,
 * and the JSON the mock answered sent back (serialised per request, as any route returning data is).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CARRIER_SCHEMA_ID, carrierApiDocument, describeOperations } from '@carrier/contracts/server';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { buildApp } from '../src/app';
import { withLocalhostAlias } from '../src/plugins/request-admission';
import { readSettings } from '../src/settings';
import { attachStateFile } from '../src/store/state-file';
import { compileRequestPart, createSchemaValidators, routeSchema } from '../src/validation/schema-validation';
import { type Target, targets } from './targets';

export interface Servers {
  mock: string;
  durable: string;
  sameWork: string;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function capture(origin: string, target: Target) {
  const response = await fetch(`${origin}${target.path}`, {
    method: target.method,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    body: target.body?.(),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${target.name} answered ${response.status}: ${text}`);
  return { status: response.status, json: JSON.parse(text) as unknown };
}

const settings = { ...readSettings(['--port', '0'], {}), validateResponses: false };
const { app: mock } = await buildApp(settings);
const mockOrigin = await listen(mock);

const sameWork = Fastify({
  logger: { level: settings.logLevel },
  logController: new LogController({ disableRequestLogging: true }),
});
await sameWork.register(cors, {
  origin: withLocalhostAlias(settings.webOrigin),
  allowedHeaders: ['Authorization', 'Content-Type', 'Prefer', 'X-Mock-Scenario', 'X-Mock-Session'],
  methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
});
const validators = createSchemaValidators({ [CARRIER_SCHEMA_ID]: carrierApiDocument });
const operations = new Map(
  describeOperations(carrierApiDocument, CARRIER_SCHEMA_ID).map((operation) => [
    operation.operationId,
    operation,
  ]),
);
for (const target of targets) {
  const operation = operations.get(target.operationId);
  if (!operation) throw new Error(`the document has no ${target.operationId}`);
  const { status, json } = await capture(mockOrigin, target);
  sameWork.route({
    method: target.method,
    url: target.path,
    schema: routeSchema(operation),
    validatorCompiler: ({ schema, httpPart }) =>
      compileRequestPart(validators, schema, httpPart ?? 'body', !operation.request.bodyRequired),
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

const servers: Servers = {
  mock: mockOrigin,
  durable: await listen(durable.app),
  sameWork: await listen(sameWork),
};
process.send?.(servers);
