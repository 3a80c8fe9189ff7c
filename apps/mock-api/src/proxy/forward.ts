import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

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

/** Not relayed to the upstream: the proxy asks for the body as is, to check it. */
const REQUEST_ONLY_HERE = new Set([...HOP_BY_HOP, 'accept-encoding']);

/**
 * Not relayed back: the body is passed on decoded, the mock's own CORS policy answers the browser, and the
 * outcome header is the proxy's.
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

/** Decoders of the codings an upstream may send although asked for identity. */
const DECODERS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

export interface UpstreamReply {
  status: number;
  /** Lower-case names; `set-cookie` apart, as one value per cookie. */
  headers: Record<string, string>;
  setCookies: string[];
  body: Buffer;
}

export type Forwarded =
  | { reply: UpstreamReply }
  | { failure: 'unreachable' | 'timeout' | 'too-large'; reason: string };

export interface Outgoing {
  method: string;
  /** The request-target as the client sent it (origin-form, or absolute-form). */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer | undefined;
}

export interface Upstream {
  /** The base URL: the path and query of each request are appended to its path. */
  url: string;
  timeoutMs: number;
  /** The largest reply body read, decoded. */
  maxBytes: number;
}

/**
 * The path and query of a request-target. An absolute-form target (`GET http://host/path`, RFC 9112 §3.2.2)
 * names the proxy itself: its scheme and authority never reach the upstream URL (edges audit X-1).
 */
export function pathAndQuery(target: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(target);
  if (!absolute) return target;
  const rest = target.slice(absolute[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

class TooLarge extends Error {}

/** Reads a body, decoded, up to `maxBytes`; more is a TooLarge. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) throw new TooLarge(`${declared} bytes`);
  const coding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decode = coding === 'identity' ? undefined : DECODERS[coding];
  if (coding !== 'identity' && !decode) throw new Error(`the reply's Content-Encoding ${coding} is unknown`);
  const decoder = decode?.();
  const source = decoder ? response.pipe(decoder) : response;
  if (decoder) response.on('error', (error) => decoder.emit('error', error));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new TooLarge(`over ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Sends a request on to the upstream with node:http, the path exactly as the client sent it (`fetch` would
 * resolve `..` and `%2e%2e` segments, and the upstream would serve another resource than the one checked:
 * edges audit X-2), and reads the whole reply within the timeout and the size limit. The client's headers go on
 * as they came (Authorization and cookies included), less those of the connection.
 */
export function forward(upstream: Upstream, outgoing: Outgoing): Promise<Forwarded> {
  const base = new URL(upstream.url);
  const headers: IncomingHttpHeaders = { 'accept-encoding': 'identity' };
  for (const [name, value] of Object.entries(outgoing.headers))
    if (value !== undefined && !REQUEST_ONLY_HERE.has(name)) headers[name] = value;
  const body = outgoing.body !== undefined && outgoing.body.length > 0 ? outgoing.body : undefined;
  if (body) headers['content-length'] = String(body.length);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Forwarded>((resolve) => {
    let settled = false;
    const settle = (forwarded: Forwarded) => {
      settled = true;
      clearTimeout(timer);
      resolve(forwarded);
    };
    const outbound = send(
      {
        protocol: base.protocol,
        hostname: base.hostname.replace(/^\[|\]$/g, ''),
        port: base.port,
        method: outgoing.method,
        path: `${base.pathname.replace(/\/$/, '')}${pathAndQuery(outgoing.url)}`,
        headers,
      },
      (response) => {
        readBody(response, upstream.maxBytes).then(
          (replyBody) => {
            const relayed: Record<string, string> = {};
            for (const [name, value] of Object.entries(response.headers))
              if (value !== undefined && relayedBack(name))
                relayed[name] = Array.isArray(value) ? value.join(', ') : value;
            settle({
              reply: {
                status: response.statusCode ?? 502,
                headers: relayed,
                setCookies: response.headers['set-cookie'] ?? [],
                body: replyBody,
              },
            });
          },
          (error: Error) => {
            outbound.destroy();
            if (settled) return;
            settle(
              error instanceof TooLarge
                ? { failure: 'too-large', reason: error.message }
                : { failure: 'unreachable', reason: error.message },
            );
          },
        );
      },
    );
    const timer = setTimeout(() => {
      if (settled) return;
      settle({ failure: 'timeout', reason: `no reply within ${upstream.timeoutMs} ms` });
      outbound.destroy();
    }, upstream.timeoutMs);
    outbound.on('error', (error: NodeJS.ErrnoException) => {
      if (!settled) settle({ failure: 'unreachable', reason: error.code ?? error.message });
    });
    outbound.end(body);
  });
}
