import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { demoSubscriberToken } from '../sessions';

const mock = useMock();

const POISON = 'refused because it could poison objects';

describe('bodies the mock refuses, saying why (robustness audit F5)', () => {
  it('answers an oversized body 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await mock.request({
      method: 'POST',
      url: '/public/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is larger than 1048576 bytes',
    });
  });

  it.each([
    ['__proto__', '{"__proto__":{"polluted":"yes"},"city":"Miami"}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"polluted":"yes"}},"city":"Miami"}'],
  ])('answers a body with a %s key 400, naming the key, and changes nothing', async (_, payload) => {
    const token = await demoSubscriberToken(mock);
    const response = await mock.request({
      method: 'PATCH',
      url: '/subscriber/profile',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'FIELD_VALIDATION_FAILED' });
    expect(response.json<{ message: string }>().message).toContain(POISON);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('still says a body is not JSON when it is not, with the parser’s reason', async () => {
    const response = await mock.request({
      method: 'POST',
      url: '/public/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^Body is not valid JSON: /);
  });
});
