import type { IncomingMessage } from 'node:http';

/**
 * The verifier's proxy streams every request body, so a request without one (resend_code) would reach the mock
 * as an empty chunked body, which the site never sends: such a request goes on with `Content-Length: 0`.
 */
export function sendBodilessRequestsWithoutBody(
  request: IncomingMessage,
  _response: unknown,
  next: () => void,
): void {
  if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined)
    request.headers['content-length'] = '0';
  next();
}
