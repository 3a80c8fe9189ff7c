import type { OperationDescription } from '@carrier/contracts/server';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { CarrierError } from '../http/carrier-error';
import { VALIDATION_OUTCOME } from '../http/request-refusal';
import type { Settings } from '../settings';
import type { BodyDeadline } from './body-deadline';

const JSON_MEDIA_TYPE = 'application/json';

/** An origin, and the same server named `localhost` instead of `127.0.0.1`: a browser may be pointed at either. */
export function withLocalhostAlias(origin: string): string[] {
  return [origin, origin.replace('//127.0.0.1', '//localhost')];
}

/** Whose pages may send a route a browser request: the web site and the mock, or the mock alone. */
type Callers = 'web-and-mock' | 'mock';

interface Admission {
  /** The one media type a body may have: the document's. Forms and text, the cross-site kinds, are refused. */
  mediaType?: string;
  callers?: Callers;
  /** A body may come: its arrival is timed (one hook does both, a hook call being a real share of a request). */
  body: boolean;
}

/**
 * What each route admits (mock-control.yaml's preamble): carrier operations and the control API take JSON
 * bodies only; the control API takes browser requests from the web site and the mock only, a hosted page's form
 * from the mock only. Requests without an `Origin` come from no web page (curl, tests) and are not refused for it.
 */
function admissionOf(operation: OperationDescription): Admission | undefined {
  const body = operation.method !== 'get';
  if (operation.tags.includes('pages')) return body ? { callers: 'mock', body } : undefined;
  if (operation.path.startsWith('/__mock'))
    return { mediaType: JSON_MEDIA_TYPE, callers: 'web-and-mock', body };
  return body ? { mediaType: JSON_MEDIA_TYPE, body } : undefined;
}

const FOREIGN_ORIGIN_OUTCOME = 'request.foreign-origin';

function checkOrigin(settings: Settings, callers: Callers, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const trusted = callers === 'mock' ? [settings.publicUrl] : [settings.webOrigin, settings.publicUrl];
  if (trusted.flatMap(withLocalhostAlias).includes(origin)) return;
  throw new CarrierError(
    403,
    {
      error: 'FORBIDDEN',
      message: `Requests from ${origin} may not reach the mock: only ${callers === 'mock' ? 'the mock itself' : 'the web site and the mock itself'}`,
    },
    FOREIGN_ORIGIN_OUTCOME,
  );
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function checkMediaType(mediaType: string, request: FastifyRequest): void {
  const contentType = request.headers['content-type'];
  if (contentType === mediaType || (contentType === undefined && !hasBody(request))) return;
  const sent = contentType?.split(';')[0]?.trim().toLowerCase() ?? 'none';
  if (sent === mediaType) return;
  const message = `Content-Type must be ${mediaType}, got ${sent}`;
  throw new CarrierError(
    400,
    { error: 'FIELD_VALIDATION_FAILED', message, errors: [{ field: 'Content-Type', message }] },
    VALIDATION_OUTCOME,
  );
}

/**
 * Gives each documented route its admission check, before its body is read, and times the arrival of its body.
 * Only routes that need one get a hook: reads of the carrier API pay nothing.
 */
export const requestAdmission = fastifyPlugin<{ settings: Settings; deadline: BodyDeadline }>(
  async (app, { settings, deadline }) => {
    app.addHook('onRoute', (route) => {
      const operation = route.config?.operation;
      const admission = operation && admissionOf(operation);
      if (!admission) return;
      const { mediaType, callers, body } = admission;
      const check: onRequestHookHandler = (request, _reply, done) => {
        try {
          if (callers) checkOrigin(settings, callers, request);
          if (mediaType) checkMediaType(mediaType, request);
          if (body) deadline.expect(request.raw);
          done();
        } catch (error) {
          done(error as CarrierError);
        }
      };
      route.onRequest = [...[route.onRequest ?? []].flat(), check];
    });
  },
  { name: 'request-admission' },
);
