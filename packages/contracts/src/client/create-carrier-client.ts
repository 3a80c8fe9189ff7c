import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../../generated/carrier-api';
import { operationMeta } from '../../generated/operation-meta';
import { TIMEOUT_MESSAGE } from './api-error';

export interface CarrierClientOptions {
  /** The carrier's base URL, e.g. the local mock `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** The stored bearer token, read at each call; secured operations send it. */
  getToken: () => string | null | undefined;
  /** The stored reseller code, read at each call; added to the bodies of operations that take one. */
  resellerCode?: () => string | null | undefined;
  /**
   * The site's language, read at each call: sent as `Accept-Language` on the operations that take it (the
   * carrier's e-mails are written in it), and as the `lang` query on the catalogue reads (names come in it) unless
   * the call names one. Other calls carry no header of the site's: a catalogue read stays a plain GET, which a page
   * can start from its HTML (`<link rel="preload">`, whose request has no such header).
   */
  language?: () => string | null | undefined;
  /** Milliseconds before a call gives up with 'Endpoint request timed out'. */
  timeoutMs?: number;
  /** For tests and other runtimes. */
  fetch?: (request: Request) => Promise<Response>;
}

export type CarrierClient = Client<paths, 'application/json'>;

export const DEFAULT_TIMEOUT_MS = 30_000;

type OperationKey = keyof typeof operationMeta;

function metaFor(method: string, schemaPath: string) {
  const key = `${method} ${schemaPath}`;
  return key in operationMeta ? operationMeta[key as OperationKey] : undefined;
}

function authMiddleware(getToken: CarrierClientOptions['getToken']): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const token = getToken();
      if (token && metaFor(request.method, schemaPath)?.secured) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },
  };
}

function resellerCodeMiddleware(resellerCode: () => string | null | undefined): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const code = resellerCode();
      if (!code || !metaFor(request.method, schemaPath)?.acceptsResellerCode) return request;
      const body = (await request.clone().json()) as Record<string, unknown>;
      if (body.resellerCode) return request;
      return new Request(request, { body: JSON.stringify({ ...body, resellerCode: code }) });
    },
  };
}

/** The gateway in front of the carrier answers a slow call with a 504 carrying this message. */
function gatewayTimeout(): Response {
  return new Response(JSON.stringify({ error: 'TIMEOUT', message: TIMEOUT_MESSAGE }), {
    status: 504,
    statusText: 'Gateway Timeout',
    headers: { 'Content-Type': 'application/json' },
  });
}

function withTimeout(fetchImpl: (request: Request) => Promise<Response>, timeoutMs: number) {
  return async (request: Request): Promise<Response> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException(TIMEOUT_MESSAGE, 'TimeoutError'));
    }, timeoutMs);
    const forwardAbort = () => controller.abort(request.signal.reason);
    request.signal.addEventListener('abort', forwardAbort, { once: true });
    try {
      return await fetchImpl(new Request(request, { signal: controller.signal }));
    } catch (error) {
      if (timedOut) return gatewayTimeout();
      throw error;
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forwardAbort);
    }
  };
}

function languageMiddleware(language: () => string | null | undefined): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const chosen = language();
      const meta = metaFor(request.method, schemaPath);
      if (!chosen || !meta) return request;
      if (meta.acceptsLanguage) request.headers.set('Accept-Language', chosen);
      const url = new URL(request.url);
      if (!meta.languageQuery || url.searchParams.has('lang')) return request;
      url.searchParams.append('lang', chosen);
      return new Request(url, request);
    },
  };
}

/** The one way to talk to the carrier: a typed openapi-fetch client with auth, reseller code and timeout. */
export function createCarrierClient(options: CarrierClientOptions): CarrierClient {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths, 'application/json'>({
    baseUrl: options.baseUrl,
    fetch: withTimeout(baseFetch, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
  client.use(authMiddleware(options.getToken));
  if (options.resellerCode) client.use(resellerCodeMiddleware(options.resellerCode));
  if (options.language) client.use(languageMiddleware(options.language));
  return client;
}
