import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../src/app';
import { buildProxy, closedPort, documentedExample, listen } from './proxy-setup';

describe('an upstream that does not answer', () => {
  const built: BuiltApp[] = [];
  const slowCarrier = Fastify();
  /** The carrier holds every reply back until the tests are done: only the proxy's own time-out can answer. */
  let answerHeldReplies = () => {};
  const repliesHeld = new Promise<void>((resolve) => {
    answerHeldReplies = resolve;
  });
  slowCarrier.get('/public/plan/:id', async () => {
    await repliesHeld;
    return documentedExample('getPlan');
  });
  afterAll(async () => {
    answerHeldReplies();
    await Promise.all(built.map(({ app }) => app.close()));
    await slowCarrier.close();
  });

  it('answers 502 UPSTREAM_UNREACHABLE in the carrier error shape when nothing listens', async () => {
    const proxy = await buildProxy(await closedPort());
    built.push(proxy);
    const response = await proxy.app.inject({ method: 'GET', url: '/public/plan/4' });
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: 'UPSTREAM_UNREACHABLE',
      message: expect.stringMatching(/^The carrier could not be reached \(.*ECONNREFUSED.*\)$/),
    });
    expect(response.headers['x-mock-outcome']).toBe('proxy.upstream-unreachable');
    expect(proxy.violations.list(), 'an absent carrier is no violation of the document').toEqual([]);
    expect(proxy.violations.unanswered(), 'but the CI report fails on it').toEqual(new Map([['getPlan', 1]]));
  });

  it('answers 504 UPSTREAM_TIMEOUT when the upstream is slower than --upstream-timeout', async () => {
    const proxy = await buildProxy(await listen(slowCarrier), { upstreamTimeoutMs: 200 });
    built.push(proxy);
    const response = await proxy.app.inject({ method: 'GET', url: '/public/plan/4' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      error: 'UPSTREAM_TIMEOUT',
      message: 'The carrier did not answer within 200 ms',
    });
    expect(response.headers['x-mock-outcome']).toBe('proxy.upstream-timeout');
  });

  it('keeps the control API, the pages and the dashboard its own', async () => {
    const proxy = await buildProxy(await closedPort());
    built.push(proxy);
    expect((await proxy.app.inject({ method: 'GET', url: '/__mock/scenarios' })).statusCode).toBe(200);
    expect((await proxy.app.inject({ method: 'GET', url: '/__mock' })).statusCode).toBe(200);
    expect((await proxy.app.inject({ method: 'GET', url: '/portal' })).statusCode).toBe(200);
  });
});
