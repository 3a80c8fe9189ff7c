import {
  CARRIER_SCHEMA_ID,
  CONTROL_SCHEMA_ID,
  carrierApiDocument,
  mockControlDocument,
} from '@carrier/contracts/server';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ControlHandler, controlRoute } from '../../src/http/control-route';
import { errorHandler } from '../../src/plugins/error-handler';
import { responseValidation } from '../../src/plugins/response-validation';
import { createSchemaValidators } from '../../src/validation/schema-validation';

/** A bare app with control routes whose handlers the test chooses: the checks, not the mock, are tested. */
async function appWith(routes: Record<string, ControlHandler>) {
  const app = Fastify();
  const validators = createSchemaValidators({
    [CARRIER_SCHEMA_ID]: carrierApiDocument,
    [CONTROL_SCHEMA_ID]: mockControlDocument,
  });
  await app.register(formbody);
  await app.register(errorHandler);
  await app.register(responseValidation, { validators });
  for (const [operationId, handler] of Object.entries(routes))
    controlRoute(app, validators, operationId, handler);
  return app;
}

const PAGE = '<!doctype html><html lang="en"><head><title>Checkout</title></head><body></body></html>';

describe('replies of control routes and hosted pages are checked against mock-control.yaml', () => {
  let app: FastifyInstance;

  it.each([
    ['a JSON body of the documented shape', 'getClock', { now: '2025-03-01T14:00:00.000Z', offsetMs: 0 }, []],
    ['a JSON body of another shape', 'getClock', { now: 'yesterday', offsetMs: -1 }, ['getClock']],
  ])('%s', async (_, operationId, body, violations) => {
    app = await appWith({ [operationId]: () => body });
    await app.inject({ method: 'GET', url: '/__mock/clock' });
    expect(app.contractViolations.map((v) => v.operationId)).toEqual(violations);
  });

  it('accepts an HTML page as text/html and flags it under another media type', async () => {
    app = await appWith({
      checkoutPage: (request, reply) => reply.type((request.query as { as: string }).as).send(PAGE),
    });
    await app.inject({ method: 'GET', url: '/checkout/cs_test_1?as=text/html; charset=utf-8' });
    expect(app.contractViolations).toEqual([]);
    await app.inject({ method: 'GET', url: '/checkout/cs_test_1?as=application/json' });
    expect(app.contractViolations).toMatchObject([
      { problem: "media type 'application/json' is not documented for 200" },
    ]);
  });

  it('requires the Location header of a 303 redirect', async () => {
    app = await appWith({
      cancelCheckout: (request, reply) =>
        (request.params as { sessionId: string }).sessionId === 'cs_with_location'
          ? reply.redirect('http://127.0.0.1:5173/PaymentPage?paymentId=7301', 303)
          : reply.code(303).send(),
    });
    const redirected = await app.inject({ method: 'POST', url: '/checkout/cs_with_location/cancel' });
    expect(redirected.statusCode).toBe(303);
    expect(app.contractViolations).toEqual([]);
    await app.inject({ method: 'POST', url: '/checkout/cs_without/cancel' });
    expect(app.contractViolations).toMatchObject([
      { operationId: 'cancelCheckout', problem: 'header Location is missing' },
    ]);
  });
});

describe('a page answers a request that breaks the document with HTML', () => {
  let app: FastifyInstance;
  let handled: number;

  beforeEach(async () => {
    handled = 0;
    const handler: ControlHandler = (_request, reply) => {
      handled += 1;
      return reply.code(303).send();
    };
    app = await appWith({ payCheckout: handler, checkoutPage: handler });
  });

  it('with its documented HTML 400 for a malformed form field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/checkout/cs_test_1/pay',
      payload: 'cardNumber=4242',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('cardNumber format is invalid');
    expect(handled).toBe(0);
    expect(app.contractViolations).toEqual([]);
  });

  it('with its documented HTML 404 for a malformed id in the path', async () => {
    const response = await app.inject({ method: 'GET', url: '/checkout/not%20an%20id' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(handled).toBe(0);
    expect(app.contractViolations).toEqual([]);
  });
});
