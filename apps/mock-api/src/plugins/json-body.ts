import fastifyPlugin from 'fastify-plugin';
import type { BodyDeadline } from './body-deadline';

const clientError = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/** Why Fastify refused a JSON body: its own error says "not valid JSON" for valid JSON it refuses as poisoned. */
function explain(error: Error, text: string): Error {
  if (text === '') return error;
  try {
    JSON.parse(text);
  } catch (syntax) {
    return clientError(`Body is not valid JSON: ${(syntax as Error).message}`);
  }
  return clientError(
    'Body has a "__proto__" or "constructor.prototype" key, refused because it could poison objects: remove or rename it',
  );
}

/**
 * JSON bodies are read by Fastify's own parser, prototype poisoning refused (robustness audit F5); only a
 * refusal's message changes, to say why. A body read is off the deadline's watch.
 */
export const jsonBody = fastifyPlugin<{ deadline: BodyDeadline }>(
  async (app, { deadline }) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      deadline.received(request.raw);
      // Clients often label every request JSON, bodiless ones too (edges audit E-6); as Express's body-parser does,
      // an empty body is no body: an operation documenting none accepts it, one requiring a body says it is missing.
      if (body === '') return done(null, undefined);
      parse(request, body as string, (error, value) => {
        if (error) done(explain(error, String(body)), undefined);
        else done(null, value);
      });
    });
  },
  { name: 'json-body' },
);
