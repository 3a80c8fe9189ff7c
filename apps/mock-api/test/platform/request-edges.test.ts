import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { bearer, demoSubscriberToken } from '../sessions';

const mock = useMock();

describe('numeric path ids are plain decimal digits (edges audit E-4)', () => {
  it.each(['0x1', '0b1', '0o1', '+1', '01', '%201', '1%20', '1e0', '1.0', '-1'])(
    'refuses /public/plan/%s with 400 naming the id',
    async (id) => {
      const response = await mock.request({ method: 'GET', url: `/public/plan/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'FIELD_VALIDATION_FAILED',
        errors: [{ field: 'id', message: 'id must be of type integer' }],
      });
    },
  );

  it('answers the plain spelling', async () => {
    expect((await mock.request({ method: 'GET', url: '/public/plan/1' })).statusCode).toBe(200);
  });

  it('refuses a subscriber order id in hexadecimal or with a fraction', async () => {
    const headers = bearer(await demoSubscriberToken(mock));
    for (const id of ['0x1f5', '5.01e2', '501.0']) {
      const response = await mock.request({ method: 'GET', url: `/subscriber/order/${id}`, headers });
      expect(response.statusCode, id).toBe(400);
    }
    expect((await mock.request({ method: 'GET', url: '/subscriber/order/501', headers })).statusCode).toBe(
      200,
    );
  });
});

describe('an empty JSON body is no body (edges audit E-6)', () => {
  it.each([
    ['POST', '/__mock/reset'],
    ['DELETE', '/__mock/scenarios/armed'],
    ['POST', '/__mock/clock/reset'],
  ])('%s %s with the JSON content type and no body is 200', async (method, url) => {
    const response = await mock.request({
      method: method as 'POST',
      url,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('reads a resend of the verification code with the JSON content type as without it', async () => {
    const response = await mock.request({
      method: 'POST',
      url: '/public/auth/verify/nobody%40example.com/resend_code',
      headers: { 'content-type': 'application/json' },
    });
    const without = await mock.request({
      method: 'POST',
      url: '/public/auth/verify/nobody%40example.com/resend_code',
    });
    expect(response.statusCode).toBe(without.statusCode);
    expect(response.json()).toEqual(without.json());
  });

  it('answers a renewal payment for an unknown id RENEWAL_NOT_FOUND with or without the header', async () => {
    const response = await mock.request({
      method: 'POST',
      url: '/public/renewal/00000000-0000-4000-8000-000000000000/pay',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'RENEWAL_NOT_FOUND' });
  });

  it('still refuses an empty body where the document requires one, naming the body', async () => {
    const response = await mock.request({
      method: 'POST',
      url: '/public/auth/login',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'FIELD_VALIDATION_FAILED' });
  });
});

describe('a Content-Encoding other than identity is 415 (edges audit E-10)', () => {
  it.each(['gzip', 'foo', 'gzip, identity'])('refuses a body labelled %s', async (coding) => {
    const response = await mock.request({
      method: 'POST',
      url: '/public/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': coding },
      payload: '{"username":"a@b.co","password":"x"}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.headers['x-mock-outcome']).toBe('mock:unsupported-encoding');
    expect(response.headers['accept-encoding']).toBe('identity');
    expect(response.json()).toEqual({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: `Content-Encoding ${coding} is not accepted: send the body as is (identity)`,
    });
  });

  it.each(['identity', 'IDENTITY', 'IDENTITY, identity', 'Identity,identity'])(
    'reads a body labelled %s: codings are case-insensitive, and a list of identities is identity (RFC 9110 §8.4.1)',
    async (coding) => {
      const response = await mock.request({
        method: 'POST',
        url: '/public/auth/login',
        headers: { 'content-type': 'application/json', 'content-encoding': coding },
        payload: '{"username":"a@b.co","password":"x"}',
      });
      expect(response.statusCode).toBe(401);
    },
  );
});
