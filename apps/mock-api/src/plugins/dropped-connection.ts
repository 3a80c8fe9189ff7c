import fastifyPlugin from 'fastify-plugin';
import { DROPPED } from '../scenarios/faults';
import type { World } from '../world';

/**
 * While a dropped connection is armed, every reply closes its connection (N-4). A browser that sends a request on
 * a kept-alive connection (the CORS preflight's, or the last call's) and sees it closed without a reply sends the
 * request again, unseen by the page, and the one armed fault is used up by the first try. A request on a new
 * connection is not retried, so the page sees the failure.
 */
export const droppedConnectionClose = fastifyPlugin<{ world: World }>(
  async (app, { world }) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (world.scenarios.isArmed(DROPPED)) reply.header('Connection', 'close');
      done(null, payload);
    });
  },
  { name: 'dropped-connection' },
);
