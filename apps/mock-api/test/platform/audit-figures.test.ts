/**
 * The good figures of the robustness audit, kept: malformed requests never get a 5xx, no forged or misused
 * token is accepted, concurrent writes lose nothing and have one winner, and scenarios armed for one
 * X-Mock-Session never reach another.
 */
import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { aRegistration } from '@carrier/scenarios/test-data';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../src/auth/tokens';
import { useMock } from '../build';
import { carrierOperations, exampleRequest } from '../contract/document-requests';
import { bearer, tokenOf } from '../sessions';

const mock = useMock();

const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Malformed variants of a valid request: bodies, content types and path parameters a fuzzer throws. */
function malformed(request: InjectOptions): InjectOptions[] {
  const url = String(request.url);
  const json = (payload: string): InjectOptions => ({
    ...request,
    headers: { 'content-type': 'application/json' },
    payload,
  });
  const pathVariants = url.includes('/')
    ? ['..%2F..%2Fetc%2Fpasswd', '%00', 'x'.repeat(1500), '%F0%9F%92%A9', '-1'].map((segment) => ({
        ...request,
        url: url.replace(/\/[^/]+$/, `/${segment}`),
      }))
    : [];
  return [
    json('{"a'),
    json('[]'),
    json('"text"'),
    json('null'),
    json('12'),
    json(deepObject(5000)),
    json(`${'['.repeat(20000)}${']'.repeat(20000)}`),
    json(JSON.stringify({ value: 'x'.repeat(500_000) })),
    json('{"name":"\\u0000\\ud800"}'),
    { ...request, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    ...pathVariants,
  ];
}

describe('malformed requests to every operation (audit: 0 × 5xx)', () => {
  it.each(carrierOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s never answers 5xx, and every 4xx has the error body',
    async (_, operation) => {
      const token = await tokenOf(
        mock,
        'subscriber',
        DEMO_ACCOUNTS.subscriber.email,
        DEMO_ACCOUNTS.subscriber.password,
      );
      for (const request of malformed(exampleRequest(operation))) {
        const response = await mock.request({
          ...request,
          headers: { ...(request.headers ?? {}), ...(operation.secured ? bearer(token) : {}) },
        });
        const label = `${request.method} ${String(request.url).slice(0, 80)} ${String(request.payload ?? '').slice(0, 40)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (response.statusCode >= 400)
          expect(Object.keys(response.json<object>()), label).toEqual(
            expect.arrayContaining(['error', 'message']),
          );
      }
    },
  );

  it('leaves the prototype of every object alone', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });
});

describe('tokens (audit: 0 wrong acceptances)', () => {
  const secured = carrierOperations.filter((operation) => operation.secured);
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
  const forged = (secret: string) =>
    signToken({ sub: String(DEMO_ACCOUNTS.subscriber.id), role: 'subscriber', exp: inAnHour() }, secret);
  const variants: [string, () => string | Promise<string>, number][] = [
    ['another secret', () => `Bearer ${forged('another-secret')}`, 401],
    ['the old built-in key', () => `Bearer ${forged('mock-carrier-signing-key')}`, 401],
    [
      'alg none',
      () =>
        `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${forged(mock.world.settings.tokenSecret).split('.')[1]}.`,
      401,
    ],
    ['the Basic scheme', () => `Basic ${Buffer.from('john:secret').toString('base64')}`, 401],
    [
      "a reseller's token",
      async () =>
        `Bearer ${await tokenOf(mock, 'reseller', DEMO_ACCOUNTS.reseller.email, DEMO_ACCOUNTS.reseller.password)}`,
      403,
    ],
  ];

  it.each(variants)('refuses %s on every secured operation', async (_, authorization, status) => {
    expect(secured.length).toBeGreaterThan(10);
    const header = await authorization();
    for (const operation of secured) {
      const response = await mock.request({
        ...exampleRequest(operation),
        headers: { authorization: header },
      });
      expect(response.statusCode, operation.operationId).toBe(status);
    }
  });
});

describe('concurrent writes (audit: 0 lost, one winner)', () => {
  it('keeps every one of 100 concurrent registrations', async () => {
    const emails = Array.from({ length: 100 }, (_, n) => `concurrent.${n}@example.com`);
    const replies = await Promise.all(
      emails.map((email) =>
        mock.request({ method: 'POST', url: '/public/auth/register', payload: aRegistration({ email }) }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(emails.map(() => 201));
    const stored = new Set(mock.world.state.accounts.accounts.map((account) => account.email));
    expect(emails.filter((email) => !stored.has(email))).toEqual([]);
  });

  it('registers one of 50 concurrent registrations of one e-mail', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        mock.request({
          method: 'POST',
          url: '/public/auth/register',
          payload: aRegistration({ email: 'race@example.com' }),
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(
      mock.world.state.accounts.accounts.filter((account) => account.email === 'race@example.com'),
    ).toHaveLength(1);
  });

  it('activates a SIM once among 50 concurrent activations', async () => {
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        mock.request({
          method: 'POST',
          url: '/public/sim/89014103211118519999/activate',
          payload: { activationCode: '482913' },
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(
      replies
        .filter((reply) => reply.statusCode === 409)
        .map((reply) => reply.json<{ error: string }>().error),
    ).toEqual(Array.from({ length: 49 }, () => 'SIM_ALREADY_ACTIVATED'));
  });
});

describe('scenario isolation between X-Mock-Session sessions (audit: 0 crossings)', () => {
  const plans = (session?: string) =>
    mock.request({
      method: 'GET',
      url: '/public/plan',
      headers: session ? { 'x-mock-session': session } : {},
    });

  it('gives an armed fault to its session only, sequentially and in parallel', async () => {
    const armed = await mock.request({
      method: 'POST',
      url: '/__mock/scenarios/arm',
      headers: { 'x-mock-session': 's1' },
      payload: { scenario: 'fault.server-error', times: 1000 },
    });
    expect(armed.statusCode).toBe(201);
    const sequential: number[][] = [[], []];
    for (let n = 0; n < 50; n += 1) {
      sequential[0]?.push((await plans('s1')).statusCode);
      sequential[1]?.push((await plans('s2')).statusCode);
    }
    expect(sequential).toEqual([Array(50).fill(500), Array(50).fill(200)]);

    const parallel = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        plans(n % 2 === 0 ? 's1' : 's2').then((reply) => [n % 2, reply.statusCode]),
      ),
    );
    expect(parallel.filter(([session, status]) => status !== (session === 0 ? 500 : 200))).toEqual([]);
    expect((await plans()).statusCode).toBe(200);
  });
});
