import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { useMock } from '../build';
import { logIn, ROLES } from './accounts-api';

const mock = useMock();

const verifiedDemos = [DEMO_ACCOUNTS.subscriber, DEMO_ACCOUNTS.reseller, DEMO_ACCOUNTS.administrator];

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

describe('login of each role at its own endpoint', () => {
  it.each(verifiedDemos)('logs in $email as $role', async (demo) => {
    const clock = await mock.json<{ now: string }>({ method: 'GET', url: '/__mock/clock' });
    const { status, body } = await logIn(mock, demo.role, demo.email, demo.password);
    expect(status).toBe(200);
    expect(body).toMatchObject({ role: demo.role, message: 'Login successful' });
    const claims = claimsOf(body.authToken);
    expect(claims).toMatchObject({ sub: String(demo.id), role: demo.role });
    const ttlMs = mock.world.settings.tokenTtlSeconds * 1000;
    const expiresAt = Date.parse(body.expiresAt);
    expect(expiresAt).toBe(Number(claims.exp) * 1000);
    expect(Math.abs(expiresAt - (Date.parse(clock.body.now) + ttlMs))).toBeLessThan(2000);
  });

  it('takes the e-mail in any case', async () => {
    const demo = DEMO_ACCOUNTS.subscriber;
    const { status } = await logIn(mock, 'subscriber', demo.email.toUpperCase(), demo.password);
    expect(status).toBe(200);
  });
});

describe('refused logins', () => {
  const crossRole = verifiedDemos.flatMap((demo) =>
    ROLES.filter((role) => role !== demo.role).map((endpoint) => ({ ...demo, endpoint })),
  );

  it.each(crossRole)('refuses the $role $email at the $endpoint login', async (demo) => {
    const { status, body } = await logIn(mock, demo.endpoint, demo.email, demo.password);
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
  });

  it.each([
    { case: 'a wrong password', username: DEMO_ACCOUNTS.subscriber.email, password: 'Not-The-Password' },
    { case: 'an unknown user', username: 'nobody@example.com', password: 'Sunny-Day-2025' },
    {
      case: 'an unverified user with a wrong password',
      username: DEMO_ACCOUNTS.unverifiedSubscriber.email,
      password: 'Not-The-Password',
    },
  ])('refuses $case with INVALID_CREDENTIALS', async ({ username, password }) => {
    const { status, body } = await logIn(mock, 'subscriber', username, password);
    expect(status).toBe(401);
    expect(body.error).toBe('INVALID_CREDENTIALS');
  });

  it('answers EMAIL_NOT_VERIFIED to the unverified demo subscriber', async () => {
    const demo = DEMO_ACCOUNTS.unverifiedSubscriber;
    const { status, body, headers } = await logIn(mock, 'subscriber', demo.email, demo.password);
    expect(status).toBe(403);
    expect(body).toEqual({
      error: 'EMAIL_NOT_VERIFIED',
      message: 'Your email is not verified yet. Check your email for the verification code',
    });
    expect(headers['x-mock-outcome']).toBe('state');
  });
});
