import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { tokenOf } from '../sessions';

const mock = useMock();

const UNAUTHORIZED = {
  error: 'UNAUTHORIZED',
  message: 'Full authentication is required to access this resource',
};

/** A secured operation tells who may call it before anything about the request (edges audit E-3). */
describe('authentication before validation', () => {
  it.each([
    [
      'a wrong field type',
      'PATCH',
      '/subscriber/profile',
      { 'content-type': 'application/json' },
      '{"city":12}',
    ],
    ['an empty purchase', 'POST', '/subscriber/sim/purchase', { 'content-type': 'application/json' }, '{}'],
    [
      'a body that is not JSON',
      'POST',
      '/subscriber/sim/purchase',
      { 'content-type': 'application/json' },
      '{',
    ],
    [
      'a form body',
      'PATCH',
      '/subscriber/profile',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'a=1',
    ],
    ['a malformed path id', 'GET', '/subscriber/order/abc', {}, undefined],
  ])('answers 401 to an anonymous request with %s', async (_, method, url, headers, payload) => {
    const response = await mock.request({ method: method as 'GET', url, headers, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
    expect(response.headers['x-mock-outcome']).toBe('auth.token.unauthorized');
  });

  it('answers 401 with the token refused to a bad body sent with a garbage token', async () => {
    const response = await mock.request({
      method: 'POST',
      url: '/subscriber/sim/purchase',
      headers: { authorization: 'Bearer garbage' },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'UNAUTHORIZED', message: 'The token is not valid' });
  });

  it('still validates the request of an authenticated caller', async () => {
    const john = DEMO_ACCOUNTS.subscriber;
    const token = await tokenOf(mock, 'subscriber', john.email, john.password);
    const response = await mock.request({
      method: 'PATCH',
      url: '/subscriber/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { city: 12 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'FIELD_VALIDATION_FAILED' });
  });
});
