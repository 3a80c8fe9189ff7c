import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/settings';
import { useMock } from '../build';

/** DNS rebinding (edges audit E-5): a page on a name the attacker owns, resolved to 127.0.0.1, is same-origin with the mock. */
const REBOUND = 'evil.example:4110';

describe('Host names the mock answers (edges audit E-5)', () => {
  const mock = useMock({
    publicUrl: 'http://mock.test:4010',
    webOrigin: 'http://web.test:5173',
    allowedHosts: ['demo.lan'],
  });

  it.each([
    ['a carrier read', 'GET', '/public/plan'],
    ['a carrier change', 'POST', '/public/auth/forgot_password'],
    ['the outbox', 'GET', '/__mock/outbox'],
    ['a control change', 'POST', '/__mock/reset'],
    ['the dashboard', 'GET', '/__mock'],
    ['a hosted page', 'GET', '/portal'],
    ['an unknown path', 'GET', '/nowhere'],
  ])('refuses %s to an unknown Host with 403 in the carrier error shape', async (_, method, url) => {
    const response = await mock.request({
      method: method as 'GET',
      url,
      headers: { host: REBOUND, 'content-type': 'application/json' },
      ...(method === 'POST' ? { payload: { email: 'john.carter@example.com' } } : {}),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-mock-outcome']).toBe('mock:foreign-host');
    expect(response.json()).toEqual({
      error: 'FORBIDDEN',
      message:
        'Host evil.example is not one this mock answers to (it would let a page reached by DNS rebinding use it): add it with --allowed-hosts or MOCK_ALLOWED_HOSTS',
    });
  });

  it('sends no reset mail and resets nothing for a rebound page', async () => {
    await mock.request({ method: 'POST', url: '/webhooks/chat', payload: { text: 'Keep me' } });
    await mock.request({
      method: 'POST',
      url: '/public/auth/forgot_password',
      headers: { host: REBOUND },
      payload: { email: 'john.carter@example.com' },
    });
    await mock.request({ method: 'POST', url: '/__mock/reset', headers: { host: REBOUND } });
    expect(mock.world.state.mail.outbox).toEqual([]);
    const chat = await mock.json<{ messages: unknown[] }>({ method: 'GET', url: '/__mock/chat' });
    expect(chat.body.messages).toHaveLength(1);
  });

  it.each([
    '127.0.0.1:4010',
    '127.0.0.1',
    'localhost:4010',
    'LOCALHOST:4010',
    '[::1]:4010',
    'mock.test:4010',
    'web.test:5173',
    'demo.lan:8080',
  ])('answers the Host %s', async (host) => {
    const response = await mock.request({ method: 'GET', url: '/public/plan', headers: { host } });
    expect(response.statusCode).toBe(200);
  });
});

describe('the allowed-hosts setting', () => {
  it('is empty by default, read from MOCK_ALLOWED_HOSTS, and the flag wins', () => {
    expect(readSettings([], {}).allowedHosts).toEqual([]);
    expect(readSettings([], { MOCK_ALLOWED_HOSTS: 'demo.lan, Mock.Example ' }).allowedHosts).toEqual([
      'demo.lan',
      'mock.example',
    ]);
    expect(
      readSettings(['--allowed-hosts', 'box.local'], { MOCK_ALLOWED_HOSTS: 'demo.lan' }).allowedHosts,
    ).toEqual(['box.local']);
  });

  it('refuses a value that is not a host name', () => {
    expect(() => readSettings(['--allowed-hosts', 'http://demo.lan:80'], {})).toThrow(
      "--allowed-hosts must be host names separated by commas, such as demo.lan,mock.example, got 'http://demo.lan:80'",
    );
  });
});
