import type { components } from '@carrier/contracts/control';
import type { Scenario } from '@carrier/scenarios';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SchemaValidators } from '../plugins/schema-validation';
import { sessionOf } from '../routes/carrier-routes';
import { UnknownScenarioError } from '../scenarios/engine';
import type { World } from '../world';
import { controlRoute } from './control-route';

type ControlSchemas = components['schemas'];

/** The catalogue (and the recorded scenarios loaded) as the control API lists it. */
export function scenarioListing(list: readonly Scenario[]): ControlSchemas['Scenario'][] {
  return list.map((scenario) => ({
    id: scenario.id,
    operations: scenario.operations === 'any' ? ['*'] : [...scenario.operations],
    status: scenario.status,
    error: scenario.error,
    description: scenario.description,
    trigger: scenario.trigger,
    kind: scenario.kind,
  }));
}

/** The request log's page size when no `limit` is given (mock-control.yaml). */
const DEFAULT_REQUEST_LIMIT = 100;

/** The mailboxes and the log are kept in arrival order and listed newest first. */
const newestFirst = <T>(entries: readonly T[]): T[] => entries.toReversed();

function clockBody(world: World): ControlSchemas['Clock'] {
  return { now: world.nowIso(), offsetMs: world.clock.offsetMs };
}

/** The mock's own API under /__mock (openapi/mock-control.yaml): reset, scenarios, mailboxes, request log, clock. */
export function registerControlRoutes(
  app: FastifyInstance,
  world: World,
  validators: SchemaValidators,
): void {
  const route = (operationId: string, handler: (request: FastifyRequest, reply: FastifyReply) => unknown) =>
    controlRoute(app, validators, operationId, handler);

  route('resetMock', () => {
    world.reset();
    return { message: 'The mock is back to its seed state.' };
  });

  route('listScenarios', (request) => ({
    scenarios: scenarioListing(world.scenarios.all()),
    armed: world.scenarios.listArmed(sessionOf(request)),
  }));

  route('armScenario', (request, reply) => {
    const { scenario, times } = request.body as ControlSchemas['ArmRequest'];
    try {
      const armed = world.scenarios.arm(scenario, times ?? 1, sessionOf(request));
      return reply.code(201).send(armed);
    } catch (error) {
      if (!(error instanceof UnknownScenarioError)) throw error;
      return reply.code(404).send({ error: 'SCENARIO_NOT_FOUND', message: error.message });
    }
  });

  route('disarmScenarios', (request) => {
    const removed = world.scenarios.disarm(sessionOf(request));
    return { message: `${removed} armed scenario${removed === 1 ? '' : 's'} removed` };
  });

  route('listOutbox', (request) => {
    const { to } = request.query as { to?: string };
    const messages = world.state.mail.outbox.filter(
      (mail) => !to || mail.to.toLowerCase() === to.toLowerCase(),
    );
    return { messages: newestFirst(messages) };
  });

  route('listChatMessages', () => ({ messages: newestFirst(world.state.mail.chat) }));

  route('listRequests', (request) => {
    const { limit = DEFAULT_REQUEST_LIMIT } = request.query as { limit?: number };
    return { requests: newestFirst(world.loggedRequests()).slice(0, limit) };
  });

  route('getClock', () => clockBody(world));

  route('advanceClock', (request) => {
    world.clock.advance((request.body as ControlSchemas['AdvanceClockRequest']).ms);
    return clockBody(world);
  });

  route('resetClock', () => {
    world.clock.reset();
    return clockBody(world);
  });
}
