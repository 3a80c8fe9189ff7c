import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { World } from '../world';
import { OUTCOME_HEADER } from './engine';
import { sendScenario } from './scenario-reply';
import type { Scenario } from './types';

const DROPPED = 'fault.connection-dropped';

/**
 * Applies a fault scenario. Latency and timeout only delay, then the request goes on (`continue`);
 * the others answer (or hang up) themselves.
 */
export async function applyFault(
  scenario: Scenario,
  world: World,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<'continue' | 'answered'> {
  switch (scenario.id) {
    case 'fault.latency':
      await sleep(world.settings.latencyMs);
      return 'continue';
    case 'fault.timeout':
      await sleep(world.settings.timeoutDelayMs);
      return 'continue';
    case DROPPED:
      reply.hijack();
      request.raw.socket.destroy();
      return 'answered';
    case 'fault.malformed-body':
      reply
        .header(OUTCOME_HEADER, scenario.id)
        .code(200)
        .type('application/json')
        .send('{"items": [{"name": ');
      return 'answered';
    case 'fault.access-denied':
      reply
        .header(OUTCOME_HEADER, scenario.id)
        .code(403)
        .type('text/plain')
        .send(scenario.message ?? '');
      return 'answered';
    default:
      sendScenario(reply, scenario);
      return 'answered';
  }
}

/**
 * While a dropped connection is armed, every reply closes its connection (N-4). A browser that sends a request on
 * a kept-alive connection (the CORS preflight's, or the last call's) and sees it closed without a reply sends the
 * request again, unseen by the page, and the one armed fault is used up by the first try. A request on a new
 * connection is not retried, so the page sees the failure.
 */
export function registerDroppedConnectionClose(app: FastifyInstance, world: World): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (world.scenarios.listArmed(null).some((armed) => armed.scenario === DROPPED))
      reply.header('Connection', 'close');
    return payload;
  });
}
