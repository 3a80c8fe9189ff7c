import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app';
import { buildProxy, documentedExample, listen } from './proxy-setup';

/** A carrier whose plan pricing list has `planId` items, each with one property the document does not name. */
function listingCarrier() {
  const carrier = Fastify();
  const pricing = documentedExample('getPlanPricing');
  carrier.get('/public/plan_pricing', (request) => {
    const { planId } = request.query as { planId: string };
    return Array.from({ length: Number(planId) }, (_, index) => ({ ...pricing, id: index + 1, extra: 1 }));
  });
  // A reply of `id` KB, with and without Content-Length.
  carrier.get('/public/plan/:id', (request, reply) => {
    const { id } = request.params as { id: string };
    const body = JSON.stringify({ ...documentedExample('getPlan'), name: 'x'.repeat(Number(id) * 1024) });
    if (Number(id) % 2 === 0) return reply.type('application/json').send(body);
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json' });
    reply.raw.end(body);
  });
  return carrier;
}

describe('the proxy stays bounded (edges audit X-4)', () => {
  const carrier = listingCarrier();
  let proxy: BuiltApp;
  beforeAll(async () => {
    proxy = await buildProxy(await listen(carrier), { upstreamMaxBytes: 256 * 1024 });
  });
  afterAll(async () => {
    await proxy.app.close();
    await carrier.close();
  });

  const violationLog = async () =>
    (await proxy.app.inject({ method: 'GET', url: '/__mock/violations' })).json() as {
      seen: number;
      violations: { kind: string; pointer: string; message: string; operationId: string }[];
    };

  it('lists the first 20 findings of an exchange, then one entry counting the rest', async () => {
    const before = await violationLog();
    const response = await proxy.app.inject({ method: 'GET', url: '/public/plan_pricing?planId=2000' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2000);
    expect(response.headers['x-mock-violations']).toBe('2000');
    const after = await violationLog();
    const added = after.violations.slice(before.violations.length);
    expect(added).toHaveLength(21);
    expect(added.slice(0, 20).map((violation) => violation.pointer)).toEqual(
      Array.from({ length: 20 }, (_, index) => `/body/${index}/extra`),
    );
    expect(added[20]).toMatchObject({
      operationId: 'listPlanPricings',
      kind: 'more',
      pointer: '/',
      message: 'and 1,980 more violations in this exchange, not listed',
    });
    expect(after.seen - before.seen).toBe(2000);
  });

  it('rolls the log over at 1,000 entries, the newest kept, while `seen` counts every violation', async () => {
    const before = await violationLog();
    for (let exchange = 0; exchange < 50; exchange += 1)
      await proxy.app.inject({ method: 'GET', url: '/public/plan_pricing?planId=25' });
    const after = await violationLog();
    expect(after.violations).toHaveLength(1000);
    expect(after.violations.at(-1)?.kind).toBe('more');
    expect(after.seen - before.seen).toBe(50 * 25);
  });

  it.each([
    ['with', 300],
    ['without', 301],
  ])(
    'answers 502 in the carrier error shape to a reply over --upstream-max-bytes (%s Content-Length)',
    async (_, kilobytes) => {
      const unansweredBefore = proxy.violations.unanswered().get('getPlan') ?? 0;
      const response = await proxy.app.inject({ method: 'GET', url: `/public/plan/${kilobytes}` });
      expect(response.statusCode).toBe(502);
      expect(response.headers['x-mock-outcome']).toBe('proxy.upstream-reply-too-large');
      expect(response.json()).toEqual({
        error: 'UPSTREAM_UNREACHABLE',
        message: expect.stringMatching(
          /^The carrier's reply is larger than the proxy reads \(.*bytes; --upstream-max-bytes 262144\)$/,
        ),
      });
      expect(proxy.violations.unanswered().get('getPlan'), 'the CI report fails on it').toBe(
        unansweredBefore + 1,
      );
    },
  );

  it('passes a reply under the limit', async () => {
    const response = await proxy.app.inject({ method: 'GET', url: '/public/plan/200' });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toHaveLength(200 * 1024);
  });
});
