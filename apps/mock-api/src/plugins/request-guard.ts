import fastifyPlugin from 'fastify-plugin';
import type { Settings } from '../settings';
import { contentEncodingCheck } from './content-encoding';
import { hostCheck } from './host-check';

/**
 * The checks every request passes before routing, its Host and its body's coding, in one hook: each hook is a
 * real share of a request's cost. Registered after CORS, so that the web can read these refusals too.
 */
export const requestGuard = fastifyPlugin<{ settings: Settings }>(
  async (app, { settings }) => {
    const checkHost = hostCheck(settings);
    app.addHook('onRequest', (request, reply, done) => {
      done(checkHost(request) ?? contentEncodingCheck(request, reply));
    });
  },
  { name: 'request-guard' },
);
