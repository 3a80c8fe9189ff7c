import type { Scenario } from '@carrier/scenarios';
import type { FastifyReply } from 'fastify';
import { sendCarrierError } from '../http/carrier-error';
import { OUTCOME_HEADER } from '../http/headers';

/** Answers with a catalogue outcome's error body. */
export function sendScenario(reply: FastifyReply, scenario: Scenario, outcome = scenario.id): FastifyReply {
  reply.header(OUTCOME_HEADER, outcome);
  if (scenario.recorded) {
    const { mediaType, body } = scenario.recorded;
    reply.code(scenario.status);
    return mediaType ? reply.type(mediaType).send(body) : reply.send();
  }
  return sendCarrierError(reply, scenario.status, {
    error: scenario.error ?? 'INTERNAL_SERVER_ERROR',
    message: scenario.message ?? scenario.description,
    ...(scenario.failureType ? { failureType: scenario.failureType } : {}),
    ...(scenario.error === 'FIELD_VALIDATION_FAILED'
      ? { errors: [{ field: 'request', message: 'Rejected on purpose by a mock scenario' }] }
      : {}),
  });
}
