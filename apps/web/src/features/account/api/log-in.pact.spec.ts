import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  carrierError,
  carrierPact,
  fromState,
  isoTimestamp,
  proveCarrierError,
  withCarrierClient,
} from '../../../testing/pact';
import { logIn } from './log-in';

const { string } = MatchersV3;

const pact = carrierPact();

/** The credentials of the account the provider state set up. */
const credentialsFromState = (email: string, password: string) => ({
  username: fromState('email', email),
  password: fromState('password', password),
});

describe('logIn', () => {
  it.each([
    {
      role: 'subscriber',
      path: '/public/auth/login',
      state: 'a verified subscriber exists',
      email: 'john.carter@example.com',
    },
    {
      role: 'reseller',
      path: '/reseller/auth/login',
      state: 'a reseller exists',
      email: 'dana.brooks@example.com',
    },
    {
      role: 'administrator',
      path: '/administrator/auth/login',
      state: 'an administrator exists',
      email: 'alex.morgan@example.com',
    },
  ] as const)('logs a $role in at $path and gives the token', async ({ role, path, state, email }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a login of the ${role} with the right password`)
      .withRequest('POST', path, (request) =>
        request.jsonBody(credentialsFromState(email, 'Right-Pass-2025')),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          authToken: string('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2ln'),
          expiresAt: isoTimestamp('2025-03-14T18:30:00.000Z'),
          role,
          message: string('Login successful'),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await logIn(client, role, {
            username: email,
            password: 'Right-Pass-2025',
          });
          expect(result.data).toEqual({
            authToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2ln',
            expiresAt: '2025-03-14T18:30:00.000Z',
            role,
            message: 'Login successful',
          });
        }),
      );
  });

  it('answers INVALID_CREDENTIALS for a wrong password', async () => {
    await pact
      .addInteraction()
      .given('a verified subscriber exists')
      .uponReceiving('a subscriber login with a wrong password')
      .withRequest('POST', '/public/auth/login', (request) =>
        request.jsonBody({
          username: fromState('email', 'john.carter@example.com'),
          password: 'Not-The-Password-1',
        }),
      )
      .willRespondWith(401, (response) =>
        response.jsonBody(carrierError('INVALID_CREDENTIALS', 'Invalid username or password')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await logIn(client, 'subscriber', {
            username: 'john.carter@example.com',
            password: 'Not-The-Password-1',
          });
          expect(result.error).toMatchObject({
            status: 401,
            code: 'INVALID_CREDENTIALS',
            message: 'Invalid username or password',
          });
        }),
      );
  });

  it('answers EMAIL_NOT_VERIFIED for an account whose e-mail is not verified yet', async () => {
    await pact
      .addInteraction()
      .given('an unverified subscriber exists')
      .uponReceiving('a login of a subscriber whose e-mail is not verified')
      .withRequest('POST', '/public/auth/login', (request) =>
        request.jsonBody(credentialsFromState('nina.patel@example.com', 'Pending-Pass-2025')),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody(
          carrierError(
            'EMAIL_NOT_VERIFIED',
            'Your email is not verified yet. Check your email for the verification code',
          ),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await logIn(client, 'subscriber', {
            username: 'nina.patel@example.com',
            password: 'Pending-Pass-2025',
          });
          expect(result.error).toMatchObject({
            status: 403,
            code: 'EMAIL_NOT_VERIFIED',
            message: 'Your email is not verified yet. Check your email for the verification code',
          });
        }),
      );
  });
});

describe('logIn: the documented errors of the other roles', () => {
  it.each([
    {
      role: 'reseller',
      path: '/reseller/auth/login',
      state: 'a reseller exists',
      email: 'dana.brooks@example.com',
    },
    {
      role: 'administrator',
      path: '/administrator/auth/login',
      state: 'an administrator exists',
      email: 'alex.morgan@example.com',
    },
  ] as const)(
    'answers INVALID_CREDENTIALS to a $role with a wrong password',
    async ({ role, path, state, email }) => {
      const password = 'Not-The-Password-1';
      await proveCarrierError(
        pact,
        {
          states: [state],
          description: `a ${role} login with a wrong password`,
          method: 'POST',
          path,
          body: { username: fromState('email', email), password },
          status: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid username or password',
        },
        (client) => logIn(client, role, { username: email, password }),
      );
    },
  );
});
