import type { FastifyRequest } from 'fastify';

/** Names one or more scenarios to force on this request. */
export const SCENARIO_HEADER = 'x-mock-scenario';
/** A demoer's (or a test's) own session: armed scenarios apply to its requests alone. */
export const SESSION_HEADER = 'x-mock-session';
/** Every reply names the outcome that produced it: a scenario id, or `state`. */
export const OUTCOME_HEADER = 'X-Mock-Outcome';

export function sessionOf(request: FastifyRequest): string | null {
  const value = request.headers[SESSION_HEADER];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
