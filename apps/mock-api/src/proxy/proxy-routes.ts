import {
  CARRIER_SCHEMA_ID,
  carrierApiDocument,
  describeOperations,
  type OperationDescription,
} from '@carrier/contracts/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCarrierError } from '../plugins/carrier-error';
import type { SchemaValidators } from '../plugins/schema-validation';
import { sessionOf } from '../routes/carrier-routes';
import { OUTCOME_HEADER } from '../scenarios/engine';
import { createReplyCheck } from '../validation/reply-check';
import { replyFindings } from './findings';
import { forward, type UpstreamReply } from './forward';
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

/**
 * The validating proxy: every carrier operation is forwarded to the upstream instead of simulated. The request
 * is checked before it goes and the reply when it comes back, with the validators of the simulated routes; what
 * breaks the document is reported (violation log, `X-Mock-Violations`), never corrected or blocked, so the client
 * sees what the carrier really does. Mounted in place of the simulated routes, in its own scope: bodies are kept
 * as the bytes that came, to be forwarded unchanged.
 */
export async function registerProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const { upstream, timeoutMs, validators, violations, recorder } = options;
  const checkRequest = createRequestCheck(validators);
  const checkReply = createReplyCheck(validators);

  const exchange = async (operation: OperationDescription, request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as Buffer | undefined;
    const found: Finding[] = checkRequest(operation, {
      params: request.params as Record<string, unknown>,
      query: request.query as Record<string, unknown>,
      headers: request.headers,
      body,
    });
    const forwarded = await forward(upstream, timeoutMs, {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body,
    });
    const path = request.url.split('?')[0] ?? request.url;
    const seen = {
      operationId: operation.operationId,
      method: request.method,
      path,
      session: sessionOf(request),
      at: new Date().toISOString(),
    };
    if ('failure' in forwarded) {
      const timedOut = forwarded.failure === 'timeout';
      const status = timedOut ? 504 : 502;
      violations.record({ ...seen, status }, found, false);
      reply
        .header(OUTCOME_HEADER, timedOut ? 'proxy.upstream-timeout' : 'proxy.upstream-unreachable')
        .header(VIOLATIONS_HEADER, String(found.length));
      return sendCarrierError(reply, status, {
        error: timedOut ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNREACHABLE',
        message: timedOut
          ? `The carrier did not answer within ${timeoutMs} ms`
          : `The carrier could not be reached (${forwarded.reason})`,
      });
    }
    const upstreamReply = forwarded.reply;
    found.push(
      ...replyFindings(
        checkReply(operation, {
          status: upstreamReply.status,
          header: (name) => upstreamReply.headers[name],
          payload: upstreamReply.body.toString('utf8'),
        }),
        operation.operationId,
        upstreamReply.status,
      ),
    );
    violations.record({ ...seen, status: upstreamReply.status }, found);
    // The auth operations answer with tokens and reset links: real credentials, never written to disk.
    if (recorder && found.length === 0 && !operation.tags.includes('auth'))
      await recorder(operation, request.method, path, upstreamReply);
    return relay(reply, upstreamReply, found.length);
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
