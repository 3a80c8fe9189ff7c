import {
  CARRIER_SCHEMA_ID,
  carrierApiDocument,
  describeOperations,
  type OperationDescription,
} from '@carrier/contracts/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCarrierError } from '../http/carrier-error';
import { OUTCOME_HEADER, sessionOf } from '../http/headers';
import type { SchemaValidators } from '../validation/schema-validation';
import { type Forwarded, forward, pathAndQuery, type UpstreamReply } from './forward';
import { createListAwareReplyCheck } from './list-check';
import type { Recorder } from './recorder';
import { createRequestCheck } from './request-check';
import type { Finding, ViolationLog } from './violation-log';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The carrier operation a proxied route forwards; such routes are not `operation`s the mock answers. */
    proxied?: OperationDescription;
  }
}

export const PROXIED_OUTCOME = 'proxied';
export const VIOLATIONS_HEADER = 'X-Mock-Violations';

export interface ProxyOptions {
  upstream: string;
  timeoutMs: number;
  /** The largest upstream reply body read; a larger one is answered 502. */
  maxBytes: number;
  validators: SchemaValidators;
  violations: ViolationLog;
  recorder?: Recorder;
}

/** Marks a reply the upstream sent without a content type: Fastify would label the relayed bytes otherwise. */
const UNLABELLED = Symbol('unlabelled');
type Unlabelled = FastifyReply & { [UNLABELLED]?: boolean };

function relay(reply: FastifyReply, upstream: UpstreamReply, violationCount: number): FastifyReply {
  reply.code(upstream.status).headers(upstream.headers);
  if (upstream.setCookies.length > 0) reply.header('set-cookie', upstream.setCookies);
  if (upstream.headers['content-type'] === undefined) (reply as Unlabelled)[UNLABELLED] = true;
  reply.header(OUTCOME_HEADER, PROXIED_OUTCOME).header(VIOLATIONS_HEADER, String(violationCount));
  return reply.send(upstream.body);
}

/** The proxy's own answer when the carrier's reply did not come, or came too large to check. */
function unanswered(
  forwarded: Extract<Forwarded, { failure: unknown }>,
  timeoutMs: number,
  maxBytes: number,
) {
  switch (forwarded.failure) {
    case 'timeout':
      return {
        status: 504,
        error: 'UPSTREAM_TIMEOUT',
        outcome: 'proxy.upstream-timeout',
        message: `The carrier did not answer within ${timeoutMs} ms`,
      } as const;
    case 'too-large':
      return {
        status: 502,
        error: 'UPSTREAM_UNREACHABLE',
        outcome: 'proxy.upstream-reply-too-large',
        message: `The carrier's reply is larger than the proxy reads (${forwarded.reason}; --upstream-max-bytes ${maxBytes})`,
      } as const;
    case 'unreachable':
      return {
        status: 502,
        error: 'UPSTREAM_UNREACHABLE',
        outcome: 'proxy.upstream-unreachable',
        message: `The carrier could not be reached (${forwarded.reason})`,
      } as const;
  }
}

/**
 * The validating proxy: every carrier operation is forwarded to the upstream instead of simulated. The request
 * is checked before it goes and the reply when it comes back, with the validators of the simulated routes; what
 * breaks the document is reported (violation log, `X-Mock-Violations`), never corrected or blocked, so the client
 * sees what the carrier really does. Mounted in place of the simulated routes, in its own scope: bodies are kept
 * as the bytes that came, to be forwarded unchanged.
 */
export async function registerProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const { upstream, timeoutMs, maxBytes, validators, violations, recorder } = options;
  const checkRequest = createRequestCheck(validators);
  const checkReply = createListAwareReplyCheck(validators);

  const exchange = async (operation: OperationDescription, request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as Buffer | undefined;
    const found: Finding[] = checkRequest(operation, {
      params: request.params as Record<string, unknown>,
      query: request.query as Record<string, unknown>,
      headers: request.headers,
      body,
    });
    const forwarded = await forward(
      { url: upstream, timeoutMs, maxBytes },
      { method: request.method, url: request.url, headers: request.headers, body },
    );
    const target = pathAndQuery(request.url);
    const path = target.split('?')[0] ?? target;
    const seen = {
      operationId: operation.operationId,
      method: request.method,
      path,
      session: sessionOf(request),
      at: new Date().toISOString(),
    };
    if ('failure' in forwarded) {
      const { status, error, outcome, message } = unanswered(forwarded, timeoutMs, maxBytes);
      violations.record({ ...seen, status }, found, false);
      reply.header(OUTCOME_HEADER, outcome).header(VIOLATIONS_HEADER, String(found.length));
      return sendCarrierError(reply, status, { error, message });
    }
    const upstreamReply = forwarded.reply;
    const checked = await checkReply(operation, {
      status: upstreamReply.status,
      header: (name) => upstreamReply.headers[name],
      payload: upstreamReply.body.toString('utf8'),
    });
    const count = found.length + checked.count;
    found.push(...checked.findings);
    violations.record({ ...seen, status: upstreamReply.status }, found, true, count);
    // The auth operations answer with tokens and reset links: real credentials, never written to disk.
    if (recorder && count === 0 && !operation.tags.includes('auth'))
      await recorder(operation, request.method, path, upstreamReply);
    return relay(reply, upstreamReply, count);
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.addHook('onSend', async (_request, reply: Unlabelled, payload) => {
      if (reply[UNLABELLED]) reply.removeHeader('content-type');
      return payload;
    });
    scope.addHook('onResponse', async () => violations.exchangeDone());
    for (const operation of describeOperations(carrierApiDocument, CARRIER_SCHEMA_ID))
      scope.route({
        method: operation.method.toUpperCase() as 'GET',
        url: operation.routePath,
        config: { proxied: operation },
        handler: (request, reply) => exchange(operation, request, reply),
      });
  });
}
