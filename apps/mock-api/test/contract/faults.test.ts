import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app';
import { testSettings, useMock } from '../build';

const LATENCY_MS = 60;
const TIMEOUT_DELAY_MS = 400;

const mock = useMock({ latencyMs: LATENCY_MS, timeoutDelayMs: LATENCY_MS });

/** A request whose normal reply the engine gives without any area's handler: Illinois is not covered. */
const UNCOVERED_STATE = { method: 'GET', url: '/public/acp_supported_state/IL' } as const;

describe('faults that still reply', () => {
  it.each([['fault.latency'], ['fault.timeout']])(
    '%s holds the normal reply back, then sends it',
    async (fault) => {
      const started = performance.now();
      const response = await mock.request({ ...UNCOVERED_STATE, headers: { 'x-mock-scenario': fault } });
      expect(performance.now() - started).toBeGreaterThanOrEqual(LATENCY_MS - 1);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'STATE_NOT_SUPPORTED' });
    },
  );

  it('fault.malformed-body answers 200 with JSON cut short', async () => {
    const response = await mock.request({
      method: 'GET',
      url: '/public/plan',
      headers: { 'x-mock-scenario': 'fault.malformed-body' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(response.body)).toThrow(SyntaxError);
    expect(response.headers['x-mock-outcome']).toBe('fault.malformed-body');
  });

  it('fault.server-error answers 500 with the carrier error body', async () => {
    const { status, body, headers } = await mock.json({
      method: 'GET',
      url: '/public/plan',
      headers: { 'x-mock-scenario': 'fault.server-error' },
    });
    expect(status).toBe(500);
    expect(body).toEqual({
      error: 'INTERNAL_SERVER_ERROR',
      message: 'Something went wrong, please try again later',
    });
    expect(headers['x-mock-outcome']).toBe('fault.server-error');
  });

  it("fault.access-denied answers the gateway's plain-text 403", async () => {
    const response = await mock.request({
      method: 'POST',
      url: '/public/auth/login',
      payload: { username: 'someone@example.com', password: 'secret-123' },
      headers: { 'x-mock-scenario': 'fault.access-denied' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('HTTP Status 403 - Access is denied');
  });
});

describe('faults a real client sees on the wire', () => {
  let built: BuiltApp;
  let origin: string;

  beforeAll(async () => {
    built = await buildApp(testSettings({ timeoutDelayMs: TIMEOUT_DELAY_MS }));
    await built.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // The request held by fault.timeout keeps its socket past the client's abort; do not wait for it.
    const closing = built.app.close();
    built.app.server.closeAllConnections();
    await closing;
  });

  it('fault.connection-dropped closes the connection without a reply', async () => {
    const request = fetch(`${origin}/public/plan`, {
      headers: { 'X-Mock-Scenario': 'fault.connection-dropped' },
    });
    await expect(request).rejects.toThrow(TypeError);
  });

  it('while a dropped connection is armed, every reply closes its connection, so no browser retries on it (N-4)', async () => {
    const session = { 'X-Mock-Session': 'tab-drop' };
    const keptAlive = await fetch(`${origin}/public/plan`, { headers: session });
    expect(keptAlive.headers.get('connection')).not.toBe('close');
    const armed = await fetch(`${origin}/__mock/scenarios/arm`, {
      method: 'POST',
      headers: { ...session, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenario: 'fault.connection-dropped' }),
    });
    expect(armed.status).toBe(201);
    // A browser sends the request on a connection a reply before left open (the CORS preflight's, or the last
    // call's); closed without a reply, it sends it again unseen, and the one armed fault is used up.
    const preflight = await fetch(`${origin}/public/sim/activate`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-mock-session',
      },
    });
    expect(preflight.headers.get('connection')).toBe('close');
    const other = await fetch(`${origin}/__mock/scenarios`, { headers: session });
    expect(other.headers.get('connection')).toBe('close');
    await expect(fetch(`${origin}/public/plan`, { headers: session })).rejects.toThrow(TypeError);
    const after = await fetch(`${origin}/public/plan`, { headers: session });
    expect(after.status).toBe(200);
    expect(after.headers.get('connection')).not.toBe('close');
  });

  it("fault.timeout holds the reply past the client's timeout", async () => {
    const request = fetch(`${origin}${UNCOVERED_STATE.url}`, {
      headers: { 'X-Mock-Scenario': 'fault.timeout' },
      signal: AbortSignal.timeout(TIMEOUT_DELAY_MS / 4),
    });
    await expect(request).rejects.toThrow(expect.objectContaining({ name: 'TimeoutError' }));
  });

  it('answers normally without a fault', async () => {
    const response = await fetch(`${origin}${UNCOVERED_STATE.url}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'STATE_NOT_SUPPORTED' });
    expect(built.app.contractViolations).toEqual([]);
  });
});
