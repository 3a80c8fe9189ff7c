import type { FastifyReply, FastifyRequest } from 'fastify';
import { CarrierError } from '../http/carrier-error';

/** A body in a coding the mock does not read; the mock's own refusal (the carrier document names no codings). */
export const UNSUPPORTED_ENCODING_OUTCOME = 'mock:unsupported-encoding';

/**
 * Bodies are read as sent: a gzip label on a plain body, or a gzip body read as text, would hide the client's
 * mistake (edges audit E-10). Any coding but `identity` is 415, with `Accept-Encoding` naming the one accepted
 * (RFC 9110 §8.4, §15.5.16). Answers the refusal, if any.
 */
export function contentEncodingCheck(request: FastifyRequest, reply: FastifyReply): CarrierError | undefined {
  const coding = request.headers['content-encoding'];
  // Codings are case-insensitive, and a list of identities is still identity (RFC 9110 §8.4.1).
  if (coding === undefined || coding.split(',').every((one) => one.trim().toLowerCase() === 'identity'))
    return undefined;
  reply.header('accept-encoding', 'identity');
  return new CarrierError(
    415,
    {
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: `Content-Encoding ${coding} is not accepted: send the body as is (identity)`,
    },
    UNSUPPORTED_ENCODING_OUTCOME,
  );
}
