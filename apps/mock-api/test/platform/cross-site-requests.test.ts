import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../src/store/schemas';
import { useMock } from '../build';
import { buySim, pathOf, pay, paymentOf } from '../commerce/commerce-api';

const mock = useMock();

const EVIL = 'https://evil.example';
const WEB = 'http://127.0.0.1:5173';
const MOCK = 'http://127.0.0.1:4010';
const FORM = 'application/x-www-form-urlencoded';

const register = new URLSearchParams({
  firstName: 'Eve',
  lastName: 'Csrf',
  email: 'csrf@example.com',
  phone: '2125550143',
  shippingAddress1: '1 Main St',
  city: 'NY',
  state: 'NY',
  country: 'US',
  zipcode: '10118',
  password: 'Sunny-Day-2025',
  passwordConfirm: 'Sunny-Day-2025',
}).toString();

const chatTexts = async () =>
  (
    await mock.json<{ messages: { text: string }[] }>({ method: 'GET', url: '/__mock/chat' })
  ).body.messages.map((message) => message.text);

const armed = async () =>
  (await mock.json<{ armed: unknown[] }>({ method: 'GET', url: '/__mock/scenarios' })).body.armed;

const outboxTo = async (to: string) =>
  (await mock.json<{ messages: unknown[] }>({ method: 'GET', url: `/__mock/outbox?to=${to}` })).body.messages;

describe('cross-site requests (robustness audit F1)', () => {
  it.each([
    ['no body', {}],
    ['a text/plain body', { headers: { 'content-type': 'text/plain' }, payload: 'x' }],
    ['a form body', { headers: { 'content-type': FORM }, payload: '' }],
  ])('a reset from a foreign page with %s is refused and the state stays', async (_, request) => {
    await mock.request({ method: 'POST', url: '/webhooks/chat', payload: { text: 'Keep me' } });
    const response = await mock.request({
      method: 'POST',
      url: '/__mock/reset',
      ...request,
      headers: { origin: EVIL, ...('headers' in request ? request.headers : {}) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'FORBIDDEN',
      message: `Requests from ${EVIL} may not reach the mock: only the web site and the mock itself`,
    });
    expect(await chatTexts()).toEqual(['Keep me']);
  });

  it.each(['null', 'http://127.0.0.1:5174', 'http://localhost:9999'])(
    'refuses the control API to the origin %s, reads included',
    async (origin) => {
      const response = await mock.request({ method: 'GET', url: '/__mock/outbox', headers: { origin } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'FORBIDDEN' });
    },
  );

  it('does not arm a fault from a form post, whatever its origin', async () => {
    for (const origin of [EVIL, undefined]) {
      const response = await mock.request({
        method: 'POST',
        url: '/__mock/scenarios/arm',
        headers: { 'content-type': FORM, ...(origin ? { origin } : {}) },
        payload: 'scenario=fault.server-error',
      });
      expect(response.statusCode).toBe(origin ? 403 : 400);
    }
    expect(await armed()).toEqual([]);
    expect((await mock.request({ method: 'GET', url: '/public/plan' })).statusCode).toBe(200);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', FORM],
  ])('refuses a control call with %s, even from a trusted origin', async (_, type) => {
    const response = await mock.request({
      method: 'POST',
      url: '/__mock/clock/advance',
      headers: { 'content-type': type, origin: WEB },
      payload: type === FORM ? 'ms=86400000' : '{"ms":86400000}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'FIELD_VALIDATION_FAILED',
      message: `Content-Type must be application/json, got ${type}`,
    });
    expect(
      (await mock.json<{ offsetMs: number }>({ method: 'GET', url: '/__mock/clock' })).body.offsetMs,
    ).toBe(0);
  });

  it('does not register an account or send mail from a form post to the carrier API', async () => {
    const registration = await mock.request({
      method: 'POST',
      url: '/public/auth/register',
      headers: { 'content-type': FORM, origin: EVIL },
      payload: register,
    });
    expect(registration.statusCode).toBe(400);
    expect(registration.json()).toMatchObject({
      error: 'FIELD_VALIDATION_FAILED',
      message: `Content-Type must be application/json, got ${FORM}`,
    });
    expect(mock.world.state.accounts.accounts.some((account) => account.email === 'csrf@example.com')).toBe(
      false,
    );

    const forgot = await mock.request({
      method: 'POST',
      url: '/public/auth/forgot_password',
      headers: { 'content-type': FORM, origin: EVIL },
      payload: 'email=john.carter%40example.com',
    });
    expect(forgot.statusCode).toBe(400);
    expect(await outboxTo('john.carter@example.com')).toEqual([]);
  });

  it('refuses a text/plain body on a carrier operation that takes no body', async () => {
    const response = await mock.request({
      method: 'POST',
      url: '/public/auth/verify/john.carter%40example.com/resend_code',
      headers: { 'content-type': 'text/plain', origin: EVIL },
      payload: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(await outboxTo('john.carter@example.com')).toEqual([]);
  });

  it('refuses a body sent without a Content-Type', async () => {
    const response = await mock.request({
      method: 'POST',
      url: '/public/utility/is_valid_reseller_code',
      headers: { 'content-length': '28' },
      payload: Buffer.from('{"resellerCode":"RS-ALPHA"}\n'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Content-Type must be application/json, got none' });
  });
});

describe('what the web site and the mock itself may do', () => {
  it.each([WEB, 'http://localhost:5173', MOCK, 'http://localhost:4010'])(
    'arms a scenario from %s with JSON, and CORS lets the web read the reply',
    async (origin) => {
      const response = await mock.request({
        method: 'POST',
        url: '/__mock/scenarios/arm',
        headers: { origin, 'x-mock-session': 'panel' },
        payload: { scenario: 'fault.server-error', times: 1 },
      });
      expect(response.statusCode).toBe(201);
      if (origin.endsWith(':5173')) expect(response.headers['access-control-allow-origin']).toBe(origin);
    },
  );

  it("lets the web's demo panel through the CORS preflight of a JSON call", async () => {
    const response = await mock.request({
      method: 'OPTIONS',
      url: '/__mock/reset',
      headers: {
        origin: WEB,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-mock-session',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(WEB);
    const reset = await mock.request({ method: 'POST', url: '/__mock/reset', headers: { origin: WEB } });
    expect(reset.statusCode).toBe(200);
  });

  it("takes a hosted page's form from the mock's own origin only", async () => {
    const checkout: Schemas['CheckoutSession'] = await buySim(mock);
    for (const origin of [EVIL, WEB]) {
      const refused = await pay(mock, checkout.url, '4242 4242 4242 4242', { origin });
      expect(refused.statusCode).toBe(403);
    }
    expect((await paymentOf(mock, checkout.paymentId)).status).not.toBe('succeeded');

    const paid = await pay(mock, checkout.url, '4242 4242 4242 4242', { origin: MOCK });
    expect(paid.statusCode).toBe(303);
    const cancel = await mock.request({
      method: 'POST',
      url: `${pathOf(checkout.url)}/cancel`,
      headers: { origin: EVIL, 'content-type': FORM },
      payload: '',
    });
    expect(cancel.statusCode).toBe(403);
  });
});
