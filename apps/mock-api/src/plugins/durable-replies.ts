import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { World } from '../world';

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A reply to a request that may have changed the state leaves only once that state is kept (on disk, with a
 * state file), so an acknowledged change survives a crash. Reads pay nothing: only changing routes get the hook.
 */
export function registerDurableReplies(app: FastifyInstance, world: World): void {
  const persisted: onSendHookHandler = (_request, _reply, payload, done) => {
    const written = world.persist();
    if (!written) return done(null, payload);
    written.then(() => done(null, payload));
  };
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => CHANGING_METHODS.has(method))) return;
    route.onSend = [...[route.onSend ?? []].flat(), persisted];
  });
}
