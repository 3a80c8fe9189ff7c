import type { FastifyReply, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { OUTCOME_HEADER } from '../http/headers';
import { StateFileWriteError } from '../store/state-file';
import type { World } from '../world';

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The outcome of a change the state file could not keep; the mock's own condition, not the carrier's. */
export const UNWRITABLE_OUTCOME = 'mock:state-file-unwritable';

declare module 'fastify' {
  interface FastifyRequest {
    /** The world's generation when the handler began: a restore since then undid what it changed. */
    stateGeneration?: number;
  }
}

/** Turns the reply about to leave into the refusal of a change that was not kept. */
function refuse(reply: FastifyReply, message: string): string {
  reply.code(507).type('application/json').header(OUTCOME_HEADER, UNWRITABLE_OUTCOME);
  reply.removeHeader('location');
  return JSON.stringify({ error: 'INSUFFICIENT_STORAGE', message });
}

/**
 * A reply to a request that may have changed the state leaves only once that state is kept (on disk, with a
 * state file), so an acknowledged change survives a crash. A write that fails answers 507 instead, the state
 * back to the file's (edges audit E-11), and so does any change made while it ran. Reads pay nothing: only
 * changing routes get the hooks, and of those not the operations named `unchanging`.
 */
export const durableReplies = fastifyPlugin<{
  world: World;
  path: string;
  unchanging: ReadonlySet<string>;
}>(
  async (app, { world, path, unchanging }) => {
    const begin: preHandlerHookHandler = (request, _reply, done) => {
      request.stateGeneration = world.generation;
      done();
    };
    const persisted: onSendHookHandler = (request, reply, payload, done) => {
      const written = world.persist();
      if (!written) return done(null, payload);
      written.then(
        () => {
          const undone =
            request.stateGeneration !== undefined && request.stateGeneration !== world.generation;
          if (!undone) return done(null, payload);
          done(
            null,
            refuse(
              reply,
              `The change was not made: a write of the mock's state file ${path} failed while it ran and took it back. Send it again.`,
            ),
          );
        },
        (error: unknown) => {
          if (!(error instanceof StateFileWriteError)) return done(error as Error);
          done(
            null,
            refuse(
              reply,
              `The change was not made: the mock cannot write its state file ${error.path} (${error.reason}). Free some space and send it again.`,
            ),
          );
        },
      );
    };
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().some((method) => CHANGING_METHODS.has(method))) return;
      const operationId = route.config?.operation?.operationId;
      if (operationId !== undefined && unchanging.has(operationId)) return;
      route.preHandler = [begin, ...[route.preHandler ?? []].flat()];
      route.onSend = [...[route.onSend ?? []].flat(), persisted];
    });
  },
  { name: 'durable-replies' },
);
