import { messages } from '@carrier/domain';
import { FIELD_VALIDATION_MESSAGE } from '@carrier/scenarios';
import type { FastifyError } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { CarrierError, sendCarrierError } from '../http/carrier-error';
import { OUTCOME_HEADER } from '../http/headers';
import { refusalOf, VALIDATION_OUTCOME } from '../http/request-refusal';
import { fieldProblems } from '../validation/field-problems';

/** One error handler: every failure leaves as the carrier's error body, never as Fastify's own shape. */
export const errorHandler = fastifyPlugin(
  async (app) => {
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
          message: FIELD_VALIDATION_MESSAGE,
          errors: fieldProblems(
            error.validation as Parameters<typeof fieldProblems>[0],
            part,
            request.routeOptions.config.operation?.operationId,
          ),
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const refusal = refusalOf(error);
        reply.header(OUTCOME_HEADER, refusal.outcome);
        // The rest of a body that never came would be read as the next request: the connection ends here.
        if (refusal.status === 408) reply.header('connection', 'close');
        return sendCarrierError(reply, refusal.status, refusal.body);
      }
      request.log.error({ err: error }, 'unhandled error');
      reply.header(OUTCOME_HEADER, 'state');
      return sendCarrierError(reply, 500, {
        error: 'INTERNAL_SERVER_ERROR',
        message: messages['common.somethingWentWrong'],
      });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.header(OUTCOME_HEADER, 'state');
      return sendCarrierError(reply, 404, {
        error: 'NOT_FOUND',
        message: `Route ${request.method} ${request.url} not found`,
      });
    });
  },
  { name: 'error-handler' },
);
