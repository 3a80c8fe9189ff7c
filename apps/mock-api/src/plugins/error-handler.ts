import type { FastifyError, FastifyInstance } from 'fastify';
import { OUTCOME_HEADER } from '../scenarios/engine';
import { CarrierError, sendCarrierError } from './carrier-error';
import { fieldProblems } from './schema-validation';

const VALIDATION_OUTCOME = 'request.field-validation-failed';

/** One error handler: every failure leaves as the carrier's error body, never as Fastify's own shape. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | CarrierError, request, reply) => {
    if (error instanceof CarrierError) {
      reply.header(OUTCOME_HEADER, error.outcome);
      return sendCarrierError(reply, error.status, error.body);
    }
    if (error.validation) {
      const part = error.validationContext ?? 'body';
      reply.header(OUTCOME_HEADER, VALIDATION_OUTCOME);
      return sendCarrierError(reply, 400, {
        error: 'FIELD_VALIDATION_FAILED',
        message: 'Field validation failed',
        errors: fieldProblems(error.validation as Parameters<typeof fieldProblems>[0], part),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Body parsing: malformed JSON, an empty JSON body, an unsupported media type.
      reply.header(OUTCOME_HEADER, VALIDATION_OUTCOME);
      return sendCarrierError(reply, 400, {
        error: 'FIELD_VALIDATION_FAILED',
        message: error.message,
        errors: [{ field: 'body', message: error.message }],
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    reply.header(OUTCOME_HEADER, 'state');
    return sendCarrierError(reply, 500, { error: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.header(OUTCOME_HEADER, 'state');
    return sendCarrierError(reply, 404, {
      error: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url} not found`,
    });
  });
}
