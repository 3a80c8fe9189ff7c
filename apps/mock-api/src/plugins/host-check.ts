import type { FastifyRequest } from 'fastify';
import { CarrierError } from '../http/carrier-error';
import { VALIDATION_OUTCOME } from '../http/request-refusal';
import type { Settings } from '../settings';

/** The outcome of a request to a host name the mock does not answer to; the mock's own guard, not a carrier reply. */
export const FOREIGN_HOST_OUTCOME = 'mock:foreign-host';

/** The name in a Host header, without its port, lower case (`[::1]` keeps its brackets). */
function hostNameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name.toLowerCase();
}

/**
 * Binding to 127.0.0.1 does not stop DNS rebinding: a page on a name its owner points at 127.0.0.1 is then
 * same-origin with the mock and could read the outbox and reset passwords. Every request naming another host
 * is refused (edges audit E-5), as Vite and webpack-dev-server refuse theirs. Answers the refusal, if any.
 */
export function hostCheck(settings: Settings): (request: FastifyRequest) => CarrierError | undefined {
  const allowed = new Set([
    '127.0.0.1',
    'localhost',
    '[::1]',
    new URL(settings.publicUrl).hostname,
    new URL(settings.webOrigin).hostname,
    ...settings.allowedHosts,
  ]);
  // The Host header a client sends is the same on each of its requests: the last one allowed is not parsed again.
  let lastAllowed: string | undefined;
  return (request) => {
    const host = request.headers.host;
    if (host === undefined) {
      // HTTP/1.0 has no Host; HTTP/1.1 requires one (RFC 9112 §3.2). Either way no browser page sent it.
      if (request.raw.httpVersion === '1.0') return undefined;
      const message = 'An HTTP/1.1 request must name its Host';
      return new CarrierError(
        400,
        { error: 'FIELD_VALIDATION_FAILED', message, errors: [{ field: 'Host', message }] },
        VALIDATION_OUTCOME,
      );
    }
    if (host === lastAllowed) return undefined;
    const name = hostNameOf(host);
    if (allowed.has(name)) {
      lastAllowed = host;
      return undefined;
    }
    return new CarrierError(
      403,
      {
        error: 'FORBIDDEN',
        message: `Host ${name} is not one this mock answers to (it would let a page reached by DNS rebinding use it): add it with --allowed-hosts or MOCK_ALLOWED_HOSTS`,
      },
      FOREIGN_HOST_OUTCOME,
    );
  };
}
