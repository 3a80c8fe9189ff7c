import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { CarrierErrorBody } from '../http/carrier-error';
import { OUTCOME_HEADER } from '../http/headers';
import { VALIDATION_OUTCOME } from '../http/request-refusal';
import type { Settings } from '../settings';
import { withLocalhostAlias } from './request-admission';

interface Refusal {
  status: number;
  body: CarrierErrorBody;
  outcome: string;
}

const malformed = (field: string, message: string): Refusal => ({
  status: 400,
  body: { error: 'FIELD_VALIDATION_FAILED', message, errors: [{ field, message }] },
  outcome: VALIDATION_OUTCOME,
});

/** The CORS headers the web needs to read a refusal (the CORS plugin's hook never ran for these). */
function corsHeaders(origin: string | undefined, settings: Settings): Record<string, string> {
  return {
    'access-control-allow-origin': origin ?? settings.webOrigin,
    'access-control-expose-headers': OUTCOME_HEADER,
    vary: 'Origin',
  };
}

/**
 * Requests Fastify refuses before routing (a bad percent-encoding, a path parameter past the limit): the carrier's
 * error, its outcome header and CORS headers, as every reply has them (edges audit E-1).
 */
export function frameworkErrors(settings: Settings): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const trusted = [settings.webOrigin, settings.publicUrl].flatMap(withLocalhostAlias);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const refusal =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? malformed('path', 'A path parameter is longer than 1024 characters')
        : malformed('path', error.message);
    const origin = request.headers.origin;
    const cors = origin !== undefined && trusted.includes(origin) ? corsHeaders(origin, settings) : {};
    reply
      .code(refusal.status)
      .headers({ ...cors, [OUTCOME_HEADER]: refusal.outcome })
      .type('application/json')
      .send(refusal.body);
  };
}

/** What Node's HTTP parser refused, as the carrier would say it. */
function clientRefusal(error: NodeJS.ErrnoException, settings: Settings): Refusal {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return {
      status: 408,
      body: {
        error: 'REQUEST_TIMEOUT',
        message: `The request headers did not arrive within ${settings.requestTimeoutMs} ms`,
      },
      outcome: 'request.timeout',
    };
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      body: { error: 'PAYLOAD_TOO_LARGE', message: 'The request headers are larger than the server reads' },
      outcome: 'request.headers-too-large',
    };
  const reason = (error as { reason?: string }).reason ?? error.message;
  return malformed('request', `The request is not valid HTTP/1.1: ${reason}`);
}

/**
 * Requests Node's parser refuses (broken framing, headers too large or too slow): the raw socket gets the carrier's
 * error body, its outcome header and CORS headers for the web, whose headers are unknown here (edges audit E-1).
 */
export function clientErrorHandler(
  settings: Settings,
): (error: NodeJS.ErrnoException, socket: Socket) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, body, outcome } = clientRefusal(error, settings);
    const text = JSON.stringify(body);
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(text)),
      [OUTCOME_HEADER]: outcome,
      ...corsHeaders(undefined, settings),
      connection: 'close',
    };
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\r\n')}\r\n\r\n${text}`,
      );
    socket.destroy(error);
  };
}
