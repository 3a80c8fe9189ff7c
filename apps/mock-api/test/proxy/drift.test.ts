import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app';
import type { Violation } from '../../src/proxy/violation-log';
import { buildProxy, documentedExample, listen } from './proxy-setup';

/** A carrier that drifted from the document, one drift per route; plan 4 alone keeps to it. */
function driftingCarrier(): FastifyInstance {
  const carrier = Fastify();
  const plan = documentedExample('getPlan');
  carrier.get('/public/plan/4', (_request, reply) =>
    reply
      .header('x-carrier-trace', 'trace-4')
      .header('set-cookie', ['region=east; Path=/', 'variant=b; Path=/'])
      .send(plan),
  );
  carrier.get('/public/plan/5', () => {
    const { costPerMonth, ...rest } = plan;
    return { ...rest, cost_per_month: costPerMonth };
  });
  carrier.get('/public/plan/6', () => ({ ...plan, promo: 'spring' }));
  carrier.get('/public/plan/7', () => ({ ...plan, type: 'premium' }));
  carrier.get('/public/plan/8', () => {
    const { name: _dropped, ...rest } = plan;
    return rest;
  });
  carrier.get('/public/plan_pricing/:id', () => ({ ...documentedExample('getPlanPricing'), price: '90' }));
  carrier.get('/public/rate/:country', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200);
    reply.raw.end(JSON.stringify(documentedExample('getRate')));
  });
  carrier.get('/public/plan', (_request, reply) =>
    reply.code(418).send({ error: 'TEAPOT', message: 'short and stout' }),
  );
  carrier.post('/public/auth/login', (_request, reply) =>
    reply.code(400).send(documentedExample('loginSubscriber', 400)),
  );
  return carrier;
}

describe('the proxy in front of a drifting carrier', () => {
  const carrier = driftingCarrier();
  let proxy: BuiltApp;

  beforeAll(async () => {
    proxy = await buildProxy(await listen(carrier));
  });
  afterAll(async () => {
    await proxy.app.close();
    await carrier.close();
  });

  /** One exchange: what the client got, and the violations it added. */
  async function exchange(method: 'GET' | 'POST', url: string, payload?: object) {
    const before = proxy.violations.list().length;
    const response = await proxy.app.inject({
      method,
      url,
      headers: { 'x-mock-session': 'drift-run' },
      ...(payload ? { payload } : {}),
    });
    return { response, violations: proxy.violations.list().slice(before) };
  }

  const one = (violation: Record<string, unknown>) => [
    expect.objectContaining({ session: 'drift-run', at: expect.any(String), ...violation }),
  ];

  it('passes a reply that keeps to the document through untouched, and finds nothing', async () => {
    const { response, violations } = await exchange('GET', '/public/plan/4');
    expect(violations).toEqual([]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(documentedExample('getPlan'));
    expect(response.headers['x-carrier-trace']).toBe('trace-4');
    expect(response.headers['set-cookie']).toEqual(['region=east; Path=/', 'variant=b; Path=/']);
    expect(response.headers['x-mock-outcome']).toBe('proxied');
    expect(response.headers['x-mock-violations']).toBe('0');
    const log = await proxy.app.inject({ method: 'GET', url: '/__mock/requests?limit=1' });
    expect(log.json().requests).toEqual([
      expect.objectContaining({
        operationId: 'getPlan',
        status: 200,
        outcome: 'proxied',
        session: 'drift-run',
      }),
    ]);
  });

  it.each([
    [
      'a renamed property',
      '/public/plan/5',
      { operationId: 'getPlan', kind: 'renamed-property', pointer: '/body/costPerMonth', status: 200 },
    ],
    [
      'a property the closed object does not name',
      '/public/plan/6',
      { operationId: 'getPlan', kind: 'unknown-property', pointer: '/body/promo', status: 200 },
    ],
    [
      'a missing required property',
      '/public/plan/8',
      { operationId: 'getPlan', kind: 'missing-property', pointer: '/body/name', status: 200 },
    ],
    [
      'a value outside the enum',
      '/public/plan/7',
      { operationId: 'getPlan', kind: 'wrong-value', pointer: '/body/type', status: 200 },
    ],
    [
      'a wrong type',
      '/public/plan_pricing/12',
      { operationId: 'getPlanPricing', kind: 'wrong-type', pointer: '/body/price', status: 200 },
    ],
    [
      'a missing Content-Type header',
      '/public/rate/MX',
      { operationId: 'getRate', kind: 'wrong-content-type', pointer: '/headers/content-type', status: 200 },
    ],
    [
      'an undocumented status',
      '/public/plan',
      { operationId: 'listPlans', kind: 'undocumented-status', pointer: '/status', status: 418 },
    ],
  ])('reports %s once, in the reply, and still relays it', async (_drift, url, expected) => {
    const { response, violations } = await exchange('GET', url);
    expect(violations).toEqual(one({ direction: 'response', method: 'GET', path: url, ...expected }));
    expect(response.statusCode).toBe(expected.status);
    expect(response.headers['x-mock-outcome']).toBe('proxied');
    expect(response.headers['x-mock-violations']).toBe('1');
  });

  it('says in plain words what drifted, without the values', async () => {
    const renamed = (await exchange('GET', '/public/plan/5')).violations[0];
    expect(renamed?.message).toBe(
      'costPerMonth is missing and cost_per_month is not in the document: renamed?',
    );
    const wrongType = (await exchange('GET', '/public/plan_pricing/12')).violations[0];
    expect(wrongType?.message).toBe('price must be number, not string');
    expect(wrongType?.message).not.toContain('90');
  });

  it('relays a reply without a Content-Type without one', async () => {
    const { response } = await exchange('GET', '/public/rate/MX');
    expect(response.headers['content-type']).toBeUndefined();
    expect(response.json()).toEqual(documentedExample('getRate'));
  });

  it('reports a request that breaks the document, and forwards it all the same', async () => {
    const { response, violations } = await exchange('POST', '/public/auth/login', {
      user_name: 'maria@example.com',
      password: 'secret',
    });
    expect(violations).toEqual(
      one({
        operationId: 'loginSubscriber',
        direction: 'request',
        kind: 'renamed-property',
        pointer: '/body/username',
        status: 400,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(documentedExample('loginSubscriber', 400));
  });

  it('lists the violations newest last at /__mock/violations, and clears them', async () => {
    await proxy.app.inject({ method: 'DELETE', url: '/__mock/violations' });
    await exchange('GET', '/public/plan/5');
    await exchange('GET', '/public/plan');
    const listed = await proxy.app.inject({ method: 'GET', url: '/__mock/violations' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ violations: Violation[] }>().violations.map((v) => v.operationId)).toEqual([
      'getPlan',
      'listPlans',
    ]);
    const { seen } = listed.json<{ seen: number }>();
    const cleared = await proxy.app.inject({ method: 'DELETE', url: '/__mock/violations' });
    expect(cleared.json()).toEqual({ message: '2 violations cleared' });
    expect(
      (await proxy.app.inject({ method: 'GET', url: '/__mock/violations' })).json(),
      'clearing empties the view, not the count that decides the verdict (edges audit X-5)',
    ).toEqual({ seen, violations: [] });
    expect(proxy.app.contractViolations, 'the control API keeps to mock-control.yaml').toEqual([]);
  });

  it('keeps the violations over a reset of the mock', async () => {
    await exchange('GET', '/public/plan/5');
    await proxy.app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(proxy.violations.list().length).toBeGreaterThan(0);
  });
});
