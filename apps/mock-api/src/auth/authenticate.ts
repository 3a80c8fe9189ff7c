import type { Role } from '@carrier/domain';
import type { FastifyRequest } from 'fastify';
import { CarrierError } from '../http/carrier-error';
import type { World } from '../world';
import { type TokenClaims, verifyToken } from './tokens';

const UNAUTHORIZED_OUTCOME = 'auth.token.unauthorized';
const FORBIDDEN_OUTCOME = 'auth.token.forbidden';

function unauthorized(message: string): CarrierError {
  return new CarrierError(401, { error: 'UNAUTHORIZED', message }, UNAUTHORIZED_OUTCOME);
}

/** The claims of the request's bearer token, which must be valid, unexpired and of the required role. */
export function authenticate(request: FastifyRequest, world: World, role: Role): TokenClaims {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Full authentication is required to access this resource');
  const check = verifyToken(match[1], world.settings.tokenSecret, world.clock.nowMs());
  if (!check.ok) {
    throw unauthorized(check.reason === 'expired' ? 'The token has expired' : 'The token is not valid');
  }
  if (check.claims.role !== role) {
    throw new CarrierError(403, { error: 'FORBIDDEN', message: 'Access is denied' }, FORBIDDEN_OUTCOME);
  }
  return check.claims;
}
