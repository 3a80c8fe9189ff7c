import { setTimeout as sleep } from 'node:timers/promises';
import type { Scenario } from '@carrier/scenarios';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OUTCOME_HEADER } from '../http/headers';
import type { World } from '../world';
import { sendScenario } from './scenario-reply';

export const DROPPED = 'fault.connection-dropped';

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
