import { setTimeout as sleep } from 'node:timers/promises';
import {
  CARRIER_SCHEMA_ID,
  CONTROL_SCHEMA_ID,
  carrierApiDocument,
  mockControlDocument,
} from '@carrier/contracts/server';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { registerControlRoutes } from './control/control-routes';
import { registerDocs } from './docs/docs-routes';
import { OUTCOME_HEADER, sessionOf } from './http/headers';
import { BODY_LIMIT_BYTES } from './http/request-refusal';
import { registerPages } from './pages';
import { createBodyDeadline } from './plugins/body-deadline';
import { droppedConnectionClose } from './plugins/dropped-connection';
import { durableReplies } from './plugins/durable-replies';
import { errorHandler } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-refusals';
import { jsonBody } from './plugins/json-body';
import { requestAdmission, withLocalhostAlias } from './plugins/request-admission';
import { requestGuard } from './plugins/request-guard';
import { responseValidation } from './plugins/response-validation';
import { registerProxy, VIOLATIONS_HEADER } from './proxy/proxy-routes';
import { createRecorder } from './proxy/recorder';
import { ViolationLog } from './proxy/violation-log';
import { registerViolationRoutes } from './proxy/violation-routes';
import { registerCarrierRoutes } from './routes/carrier-routes';
import { handlers } from './routes/handlers';
import { UNCHANGING_OPERATIONS } from './routes/unchanging';
import { loadRecordings } from './scenarios/recorded';
import type { Settings } from './settings';
import { registerStarterRoutes } from './starters/starter-routes';
import { seedState } from './store/seed';
import type { StateFile } from './store/state-file';
import { createSchemaValidators, type SchemaValidators } from './validation/schema-validation';
import { World } from './world';

export interface BuiltApp {
  app: FastifyInstance;
  world: World;
  /** What the validating proxy found (empty without an upstream). */
  violations: ViolationLog;
}

/** The mock carrier as a Fastify instance, not listening yet: tests inject into it, the server starts it. */
export async function buildApp(
  settings: Settings,
  options: { stateFile?: StateFile } = {},
): Promise<BuiltApp> {
  const { stateFile } = options;
  const validators: SchemaValidators = createSchemaValidators({
    [CARRIER_SCHEMA_ID]: carrierApiDocument,
    [CONTROL_SCHEMA_ID]: mockControlDocument,
  });
  const recorded = settings.recordings ? await loadRecordings(settings.recordings, validators) : [];
  const world = new World(settings, seedState, stateFile?.initialState, recorded);
  const violations = new ViolationLog();
  const app = Fastify({
    logger: { level: settings.logLevel },
    logController: new LogController({ disableRequestLogging: settings.logLevel !== 'debug' }),
    ajv: { customOptions: { coerceTypes: false } },
    // Fastify's default (100) would answer a long path parameter with its own 414; the document's limits
    // (an e-mail in the path may have 254 characters) decide instead, with a 400 naming the field.
    routerOptions: { maxParamLength: 1024 },
    bodyLimit: BODY_LIMIT_BYTES,
    // A client whose headers are not in by then is cut off (robustness audit F4; the body is body-deadline's).
    // Node checks every connection for that at this interval (30 s by default, longer than the timeout itself).
    requestTimeout: settings.requestTimeoutMs,
    // An HTTP/1.1 request without Host is refused by the Host check, in the carrier's shape, not by Node.
    http: { connectionsCheckingInterval: 1000, requireHostHeader: false },
    frameworkErrors: frameworkErrors(settings),
    clientErrorHandler: clientErrorHandler(settings),
  });

  await app.register(cors, {
    origin: withLocalhostAlias(settings.webOrigin),
    // One string, not a list the plugin joins again for every reply.
    exposedHeaders: `${OUTCOME_HEADER}, ${VIOLATIONS_HEADER}`,
    allowedHeaders: ['Authorization', 'Content-Type', 'Prefer', 'X-Mock-Scenario', 'X-Mock-Session'],
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
  });
  await app.register(requestGuard, { settings });
  await app.register(errorHandler);
  const deadline = createBodyDeadline(settings.requestTimeoutMs);
  app.addHook('onClose', async () => deadline.stop());
  await app.register(jsonBody, { deadline });
  await app.register(requestAdmission, { settings, deadline });
  if (stateFile) {
    stateFile.keep(world, app.log);
    await app.register(durableReplies, {
      world,
      path: stateFile.path,
      unchanging: UNCHANGING_OPERATIONS,
    });
  }
  if (settings.validateResponses) await app.register(responseValidation, { validators });

  await app.register(droppedConnectionClose, { world });
  if (settings.delayMs > 0) app.addHook('onRequest', async () => sleep(settings.delayMs));
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.url.startsWith('/__mock')) {
      // Fastify builds `routeOptions` anew on each read.
      const { config } = request.routeOptions;
      world.logRequest(
        request.method,
        request.url,
        (config.operation ?? config.proxied)?.operationId ?? null,
        reply.statusCode,
        String(reply.getHeader(OUTCOME_HEADER) ?? 'state'),
        sessionOf(request),
      );
    }
    done();
  });

  if (settings.upstream)
    await registerProxy(app, {
      upstream: settings.upstream,
      timeoutMs: settings.upstreamTimeoutMs,
      maxBytes: settings.upstreamMaxBytes,
      validators,
      violations,
      ...(settings.record ? { recorder: createRecorder(settings.record) } : {}),
    });
  else registerCarrierRoutes(app, world, validators, handlers);
  registerControlRoutes(app, world, validators);
  registerDocs(app, world, validators);
  registerStarterRoutes(app, world, validators);
  registerViolationRoutes(app, validators, violations);
  // Only the hosted pages take forms; they are read in the pages' own scope.
  await app.register(async (pages) => {
    await pages.register(formbody);
    registerPages(pages, world, validators);
  });
  return { app, world, violations };
}
