import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../src/auth/tokens';
import { useMock } from '../build';
import { tokenOf } from '../sessions';
import { advanceClock, profileRequest } from './accounts-api';

const mock = useMock();

const john = DEMO_ACCOUNTS.subscriber;
const johnToken = () => tokenOf(mock, 'subscriber', john.email, john.password);

describe('subscriber routes refuse a token that does not prove a subscriber', () => {
  const secret = () => mock.world.settings.tokenSecret;
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  const unauthorized: { case: string; token: () => Promise<string | null> }[] = [
    { case: 'no token', token: async () => null },
    { case: 'a malformed token', token: async () => 'not-a-token' },
    {
      case: 'a token signed with another secret',
      token: async () =>
        signToken({ sub: String(john.id), role: 'subscriber', exp: inAnHour() }, 'another-secret'),
    },
    {
      // The key the mock once had in its source (robustness audit F6).
      case: 'a token signed with the old built-in key',
      token: async () =>
        signToken({ sub: String(john.id), role: 'subscriber', exp: inAnHour() }, 'mock-carrier-signing-key'),
    },
    {
      case: 'a token whose claims were changed after signing',
      token: async () => {
        const [header, , signature] = (await johnToken()).split('.');
        const claims = {
          sub: String(DEMO_ACCOUNTS.unverifiedSubscriber.id),
          role: 'subscriber',
          exp: inAnHour(),
        };
        return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
      },
    },
    {
      case: 'an expired token',
      token: async () => {
        const token = await johnToken();
        await advanceClock(mock, (mock.world.settings.tokenTtlSeconds + 1) * 1000);
        return token;
      },
    },
    {
      case: 'a token of an account that no longer exists',
      token: async () => signToken({ sub: '999999', role: 'subscriber', exp: inAnHour() }, secret()),
    },
  ];

  const forbidden = [DEMO_ACCOUNTS.reseller, DEMO_ACCOUNTS.administrator].map((demo) => ({
    case: `a ${demo.role}’s token`,
    token: () => tokenOf(mock, demo.role, demo.email, demo.password),
  }));

  const requests = [
    { name: 'GET', patch: undefined },
    { name: 'PATCH', patch: { city: 'Orlando' } },
  ];

  describe.each(requests)('$name /subscriber/profile', ({ patch }) => {
    it.each(unauthorized)('answers 401 UNAUTHORIZED to $case', async ({ token }) => {
      await mock.start();
      const { status, body } = await profileRequest(mock, await token(), patch);
      expect(status).toBe(401);
      expect(body.error).toBe('UNAUTHORIZED');
    });

    it.each(forbidden)('answers 403 FORBIDDEN to $case', async ({ token }) => {
      const { status, body } = await profileRequest(mock, await token(), patch);
      expect(status).toBe(403);
      expect(body.error).toBe('FORBIDDEN');
    });
  });

  it('accepts the subscriber’s token until just before it expires', async () => {
    const token = await johnToken();
    await advanceClock(mock, (mock.world.settings.tokenTtlSeconds - 5) * 1000);
    expect((await profileRequest(mock, token)).status).toBe(200);
  });
});
