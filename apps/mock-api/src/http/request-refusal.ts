import type { FastifyError } from 'fastify';
import type { CarrierErrorBody } from './carrier-error';

/** The most the mock reads of a body (Fastify's default, named here so the refusal can say it). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The outcome of a request refused before its handler, for breaking the document. */
export const VALIDATION_OUTCOME = 'request.field-validation-failed';

export interface Refusal {
  status: 400 | 408 | 413;
  body: CarrierErrorBody;
  outcome: string;
}

/**
 * A request Fastify refused before any handler (its body: too large, not all sent, unreadable, of a type
 * nobody reads) as the carrier's error. Size and time keep their own statuses (robustness audit F5, F4).
 */
export function refusalOf(error: FastifyError): Refusal {
  if (error.statusCode === 413)
    return {
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than ${BODY_LIMIT_BYTES} bytes` },
      outcome: 'request.too-large',
    };
  if (error.statusCode === 408)
    return {
      status: 408,
      body: { error: 'REQUEST_TIMEOUT', message: error.message },
      outcome: 'request.timeout',
    };
  return {
    status: 400,
    body: {
      error: 'FIELD_VALIDATION_FAILED',
      message: error.message,
      errors: [{ field: 'body', message: error.message }],
    },
    outcome: VALIDATION_OUTCOME,
  };
}
