import type { IncomingHttpHeaders } from 'node:http';

/** Headers of one connection, not of the message (RFC 9110 §7.6.1), and what the forwarding sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/** Not relayed to the upstream: fetch negotiates the encoding and decodes the reply itself. */
const REQUEST_ONLY_HERE = new Set([...HOP_BY_HOP, 'accept-encoding']);

/**
 * Not relayed back: the body arrives decoded, the mock's own CORS policy answers the browser, and the outcome
 * header is the proxy's.
 */
function relayedBack(name: string): boolean {
  return (
    !HOP_BY_HOP.has(name) &&
    name !== 'content-encoding' &&
    name !== 'set-cookie' &&
    name !== 'x-mock-outcome' &&
    !name.startsWith('access-control-')
  );
}

export interface UpstreamReply {
  status: number;
  /** Lower-case names; `set-cookie` apart, as one value per cookie. */
  headers: Record<string, string>;
  setCookies: string[];
  body: Buffer;
}

export type Forwarded = { reply: UpstreamReply } | { failure: 'unreachable' | 'timeout'; reason: string };

export interface Outgoing {
  method: string;
  /** Path and query string, as the client sent them. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer | undefined;
}

/**
 * Sends a request on to the upstream with Node's fetch and reads the whole reply within the timeout. The
 * client's headers go on as they came (Authorization and cookies included), less those of the connection.
 */
export async function forward(upstream: string, timeoutMs: number, request: Outgoing): Promise<Forwarded> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || REQUEST_ONLY_HERE.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = request.body !== undefined && request.body.length > 0;
  try {
    const response = await fetch(`${upstream}${request.url}`, {
      method: request.method,
      headers,
      body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = Buffer.from(await response.arrayBuffer());
    const relayed: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (relayedBack(name)) relayed[name] = value;
    });
    return {
      reply: { status: response.status, headers: relayed, setCookies: response.headers.getSetCookie(), body },
    };
  } catch (error) {
    const failure = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
    return { failure, reason: cause };
  }
}
