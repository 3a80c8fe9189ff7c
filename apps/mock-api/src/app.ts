import { setTimeout as sleep } from 'node:timers/promises';
import { carrierApiDocument, mockControlDocument } from '@carrier/contracts/server';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { registerControlRoutes } from './control/control-routes';
import { registerPages } from './pages';
import { registerErrorHandler } from './plugins/error-handler';
import { registerResponseValidation } from './plugins/response-validation';
import {
  CARRIER_SCHEMA_ID,
  CONTROL_SCHEMA_ID,
  createSchemaValidators,
  type SchemaValidators,
} from './plugins/schema-validation';
import { registerCarrierRoutes, sessionOf } from './routes/carrier-routes';
import { handlers } from './routes/handlers';
import { OUTCOME_HEADER } from './scenarios/engine';
import type { Settings } from './settings';
import { seedState } from './store/seed';
import type { State } from './store/state';
import { World } from './world';

export interface BuiltApp {
  app: FastifyInstance;
  world: World;
}

/** The mock carrier as a Fastify instance, not listening yet: tests inject into it, the server starts it. */
export async function buildApp(
  settings: Settings,
  options: { initialState?: State } = {},
): Promise<BuiltApp> {
  const world = new World(settings, seedState, options.initialState);
  const app = Fastify({
    logger: { level: settings.logLevel },
    logController: new LogController({ disableRequestLogging: settings.logLevel !== 'debug' }),
    ajv: { customOptions: { coerceTypes: false } },
    // Fastify's default (100) would answer a long path parameter with its own 414; the document's limits
    // (an e-mail in the path may have 254 characters) decide instead, with a 400 naming the field.
    routerOptions: { maxParamLength: 1024 },
  });
  const validators: SchemaValidators = createSchemaValidators({
    [CARRIER_SCHEMA_ID]: carrierApiDocument,
    [CONTROL_SCHEMA_ID]: mockControlDocument,
  });

  await app.register(cors, {
    origin: [settings.webOrigin, settings.webOrigin.replace('127.0.0.1', 'localhost')],
    exposedHeaders: [OUTCOME_HEADER],
    allowedHeaders: ['Authorization', 'Content-Type', 'Prefer', 'X-Mock-Scenario', 'X-Mock-Session'],
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
  });
  await app.register(formbody);
  registerErrorHandler(app);
  if (settings.validateResponses) registerResponseValidation(app, validators);

  if (settings.delayMs > 0) app.addHook('onRequest', async () => sleep(settings.delayMs));
  app.addHook('onResponse', async (request, reply) => {
    // Whatever is not a read may have changed the state: the state file (if any) is written after it.
    if (request.method !== 'GET' && request.method !== 'HEAD') world.changed();
    if (request.url.startsWith('/__mock')) return;
    world.logRequest({
      method: request.method,
      url: request.url,
      operationId: request.routeOptions.config.operation?.operationId ?? null,
      status: reply.statusCode,
      outcome: String(reply.getHeader(OUTCOME_HEADER) ?? 'state'),
      session: sessionOf(request),
    });
  });

  registerCarrierRoutes(app, world, validators, handlers);
  registerControlRoutes(app, world, validators);
  registerPages(app, world, validators);
  return { app, world };
}
