import { describe, expect, it } from 'vitest';
import { useMock } from './build';

const mock = useMock();

describe('request validation', () => {
  it('answers a body that breaks the document with 400 FIELD_VALIDATION_FAILED and field errors', async () => {
    const { status, body, headers } = await mock.json<{ error: string; errors: { field: string }[] }>({
      method: 'POST',
      url: '/public/auth/login',
      payload: { username: 'someone@example.com' },
    });
    expect(status).toBe(400);
    expect(body.error).toBe('FIELD_VALIDATION_FAILED');
    expect(body.errors).toContainEqual({ field: 'password', message: 'password is required' });
    expect(headers['x-mock-outcome']).toBe('request.field-validation-failed');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await mock.request({
      method: 'POST',
      url: '/public/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'FIELD_VALIDATION_FAILED' });
  });
});

describe('forcing outcomes', () => {
  it("answers Prism's Prefer: code= with the operation's documented example", async () => {
    const { status, body, headers } = await mock.json<{ error: string }>({
      method: 'GET',
      url: '/public/plan/1',
      headers: { prefer: 'code=404' },
    });
    expect(status).toBe(404);
    expect(body.error).toBe('PLAN_NOT_FOUND');
    expect(headers['x-mock-outcome']).toBe('prefer:code=404');
  });

  it('rejects an unknown scenario name', async () => {
    const { status, body } = await mock.json<{ message: string }>({
      method: 'GET',
      url: '/public/plan',
      headers: { 'x-mock-scenario': 'no.such.thing' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe("Unknown scenario 'no.such.thing'");
  });

  it('answers the 403 string body of the gateway', async () => {
    const response = await mock.request({
      method: 'GET',
      url: '/public/plan',
      headers: { 'x-mock-scenario': 'fault.access-denied' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('HTTP Status 403 - Access is denied');
  });

  it('rejects a missing bearer token on subscriber operations', async () => {
    const { status, body } = await mock.json({ method: 'GET', url: '/subscriber/profile' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'UNAUTHORIZED' });
  });
});

describe('hosted pages', () => {
  it('answer a form that breaks the document with an HTML page, not JSON', async () => {
    const response = await mock.request({
      method: 'POST',
      url: '/checkout/cs_test_unknown/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cardNumber=',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('cardNumber format is invalid');
  });
});
