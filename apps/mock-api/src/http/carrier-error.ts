import type { FastifyReply } from 'fastify';
import type { FieldProblem } from '../validation/field-problems';

/** The carrier's one error body (DESIGN.md). */
export interface CarrierErrorBody {
  error: string;
  message: string;
  errors?: FieldProblem[] | { field?: string; message?: string; description?: string }[];
  failureType?: string;
}

export function sendCarrierError(reply: FastifyReply, status: number, body: CarrierErrorBody): FastifyReply {
  return reply.code(status).type('application/json').send(body);
}

/** Thrown where a reply has to stop a request early (authentication); the error handler sends it. */
export class CarrierError extends Error {
  constructor(
    readonly status: number,
    readonly body: CarrierErrorBody,
    readonly outcome = 'state',
  ) {
    super(body.message);
  }
}
