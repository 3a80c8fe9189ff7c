import {
  CARRIER_SCHEMA_ID,
  carrierApiDocument,
  describeOperations,
  type OperationDescription,
  type OperationId,
} from '@carrier/contracts/server';
import type { Scenario, TriggerInput } from '@carrier/scenarios';
import { findScenario } from '@carrier/scenarios';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate';
import type { TokenClaims } from '../auth/tokens';
import { subscriberApplication } from '../benefit/enrolments';
import { sendCarrierError } from '../http/carrier-error';
import { OUTCOME_HEADER, sessionOf } from '../http/headers';
import { requestLanguage } from '../http/language';
import { type Selection, UnknownScenarioError } from '../scenarios/engine';
import { applyFault } from '../scenarios/faults';
import { sendScenario } from '../scenarios/scenario-reply';
import { compileRequestPart, routeSchema, type SchemaValidators } from '../validation/schema-validation';
import type { World } from '../world';
import { CATALOGUE_READS } from './catalogue/handlers';
import type { HandlerContext, Handlers } from './handler';
import { jsonOnce } from './json-once';

/** A handler seen from the dispatcher, which does not know which operation it serves. */
type AnyHandler = (
  context: HandlerContext<OperationId>,
) =>
  | Promise<{ status: number; body: unknown } | { scenario: string }>
  | { status: number; body: unknown }
  | { scenario: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The OpenAPI operation a route serves; set on carrier and control routes. */
    operation?: OperationDescription;
  }
  interface FastifyRequest {
    /** The bearer token's claims on a secured operation, checked before anything else about the request. */
    auth?: TokenClaims;
  }
}

/** The outcome of a request that misuses the mock's own headers; not a carrier reply, so not checked against the document. */
export const MOCK_USAGE_OUTCOME = 'mock:bad-scenario-header';

/** What Fastify labels the JSON it writes. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Where the document's examples place the mock (its first server); canned replies move to the mock's own origin. */
const DOCUMENTED_ORIGIN = (carrierApiDocument.servers as { url: string }[] | undefined)?.[0]?.url ?? '';

/** An example with the links it hands out (checkout, verifier) on the mock's own public origin. */
function onOwnOrigin(example: unknown, origin: string): unknown {
  if (typeof example === 'string')
    return DOCUMENTED_ORIGIN && example.startsWith(DOCUMENTED_ORIGIN)
      ? origin + example.slice(DOCUMENTED_ORIGIN.length)
      : example;
  if (Array.isArray(example)) return example.map((item) => onOwnOrigin(item, origin));
  if (typeof example === 'object' && example !== null)
    return Object.fromEntries(
      Object.entries(example).map(([key, value]) => [key, onOwnOrigin(value, origin)]),
    );
  return example;
}

/** Prism's convention: `Prefer: code=404` answers with the operation's documented example of that status. */
function sendDocumented(
  reply: FastifyReply,
  operation: OperationDescription,
  status: number,
  origin: string,
): FastifyReply {
  const response = operation.responses[String(status)];
  if (!response) {
    reply.header(OUTCOME_HEADER, MOCK_USAGE_OUTCOME);
    return sendCarrierError(reply, 400, {
      error: 'FIELD_VALIDATION_FAILED',
      message: `${operation.operationId} documents no ${status} response`,
      errors: [
        { field: 'Prefer', message: `documented statuses: ${Object.keys(operation.responses).join(', ')}` },
      ],
    });
  }
  reply.header(OUTCOME_HEADER, `prefer:code=${status}`);
  const [mediaType, example] = Object.entries(response.examples)[0] ?? [];
  reply.code(status);
  return mediaType ? reply.type(mediaType).send(onOwnOrigin(example, origin)) : reply.send();
}

function forcedSelection(
  world: World,
  operation: OperationDescription,
  request: FastifyRequest,
): Selection | undefined {
  return world.scenarios.selectForced(
    operation.operationId as OperationId,
    request.headers,
    sessionOf(request),
  );
}

/** What a route's requests share: the operation, its handler, and how a magic value finds an application's SSN. */
interface Route {
  world: World;
  operation: OperationDescription;
  handler: AnyHandler;
  applicantSsn4: TriggerInput['applicantSsn4'];
}

/**
 * Answers a request: a forced outcome (header, Prefer, armed), else a magic value's, else the handler's reply.
 * It answers synchronously unless a fault delays it or the handler waits: a promise a request does not need costs
 * a microtask and, returning the reply, a listener for its end.
 */
function dispatch(
  route: Route,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> | undefined {
  const { world, operation } = route;
  let forced: Selection | undefined;
  try {
    forced = forcedSelection(world, operation, request);
  } catch (error) {
    if (!(error instanceof UnknownScenarioError)) throw error;
    reply.header(OUTCOME_HEADER, MOCK_USAGE_OUTCOME);
    sendCarrierError(reply, 400, {
      error: 'FIELD_VALIDATION_FAILED',
      message: error.message,
      errors: [{ field: 'X-Mock-Scenario', message: error.message }],
    });
    return undefined;
  }
  if (forced?.via === 'prefer') {
    sendDocumented(reply, operation, forced.status, world.settings.publicUrl);
    return undefined;
  }
  if (forced?.scenario.kind === 'fault') {
    const fault = forced.scenario;
    return applyFault(fault, world, request, reply).then((applied) =>
      applied === 'answered' ? reply : (answer(route, request, reply, undefined, fault.id) ?? reply),
    );
  }
  return answer(route, request, reply, forced?.scenario, undefined);
}

/** The reply of the operation's handler, or of the scenario forced or chosen by a magic value. */
function answer(
  route: Route,
  request: FastifyRequest,
  reply: FastifyReply,
  forced: Scenario | undefined,
  faultLabel: string | undefined,
): Promise<FastifyReply> | undefined {
  const { world, operation, handler } = route;
  if (forced?.answeredBy === 'engine') {
    sendScenario(reply, forced);
    return undefined;
  }
  const auth = request.auth ?? null;
  let outcome = forced;
  if (!outcome && world.scenarios.hasMagic(operation.operationId as OperationId)) {
    const magic = world.scenarios.selectMagic({
      operationId: operation.operationId as OperationId,
      body: (request.body ?? {}) as Record<string, unknown>,
      params: (request.params ?? {}) as Record<string, string>,
      // A subscriber's enrolment names no application: its magic SSN is that of the one it will use.
      applicantSsn4: (applicationId) =>
        applicationId === undefined && auth
          ? (subscriberApplication(world, Number(auth.sub))?.ssn4 ?? undefined)
          : route.applicantSsn4(applicationId),
    });
    if (magic?.via === 'magic' && magic.scenario.answeredBy === 'engine') {
      sendScenario(reply, magic.scenario);
      return undefined;
    }
    if (magic?.via === 'magic') outcome = magic.scenario;
  }

  const result = handler({
    body: request.body as never,
    params: request.params as never,
    query: request.query as never,
    auth,
    outcome,
    session: sessionOf(request),
    language: requestLanguage(request.headers),
    world,
  });
  if (result instanceof Promise)
    return result.then((settled) => sendResult(operation, reply, settled, outcome, faultLabel));
  sendResult(operation, reply, result, outcome, faultLabel);
  return undefined;
}

function sendResult(
  operation: OperationDescription,
  reply: FastifyReply,
  result: Awaited<ReturnType<AnyHandler>>,
  outcome: Scenario | undefined,
  faultLabel: string | undefined,
): FastifyReply {
  if ('scenario' in result) {
    const scenario = findScenario(result.scenario);
    if (!scenario)
      throw new Error(`Handler of ${operation.operationId} named unknown scenario ${result.scenario}`);
    // The outcome a header, arming or magic value chose keeps its name; one the state produced is 'state'.
    return sendScenario(reply, scenario, faultLabel ?? (scenario.id === outcome?.id ? scenario.id : 'state'));
  }
  reply.header(OUTCOME_HEADER, faultLabel ?? outcome?.id ?? 'state').code(result.status);
  if (CATALOGUE_READS.has(operation.operationId) && typeof result.body === 'object' && result.body !== null)
    return reply.type(JSON_TYPE).send(jsonOnce(result.body));
  return reply.send(result.body);
}

/** Serves every operation of the carrier document with its handler, validating requests against the document. */
export function registerCarrierRoutes(
  app: FastifyInstance,
  world: World,
  validators: SchemaValidators,
  handlers: Handlers<OperationId>,
): void {
  // Made once, not per request: the magic-value triggers call it to find the SSN given for an application.
  const applicantSsn4 = (applicationId: unknown) =>
    world.state.benefit.applications.find((a) => a.applicationId === applicationId)?.ssn4 ?? undefined;
  for (const operation of describeOperations(carrierApiDocument, CARRIER_SCHEMA_ID)) {
    const handler = handlers[operation.operationId as OperationId] as AnyHandler | undefined;
    if (!handler) throw new Error(`No handler for operation ${operation.operationId}`);
    const route: Route = { world, operation, handler, applicantSsn4 };
    const { bodyRequired } = operation.request;
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: operation.routePath,
      schema: routeSchema(operation),
      config: { operation },
      validatorCompiler: ({ schema, httpPart }) =>
        compileRequestPart(
          validators,
          schema as Record<string, unknown>,
          httpPart ?? 'body',
          httpPart === 'body' && !bodyRequired,
        ),
      // As the carrier's security filter does, before the body is read or anything validated (edges audit E-3):
      // an anonymous caller learns no field list, an expired session is told to log in again.
      ...(operation.secured
        ? {
            onRequest: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
              try {
                request.auth = authenticate(request, world, 'subscriber');
                done();
              } catch (error) {
                done(error as Error);
              }
            },
          }
        : {}),
      handler: (request, reply) => dispatch(route, request, reply),
    });
  }
}
