import { describe, expect, it } from 'vitest';
import {
  carrierError,
  carrierPact,
  fromState,
  isoTimestamp,
  proveCarrierError,
  withCarrierClient,
} from '../../../testing/pact';
import { checkResetLink } from './check-reset-link';

const pact = carrierPact();

const EXAMPLE_RESET_TOKEN = 'prt_8c1f0e7a9b2d4c6e';
const EXAMPLE_EXPIRY = '2025-03-01T15:22:05Z';
const REFUSAL = 'The password reset link is invalid or has expired';

const ROLES = [
  { role: 'subscriber', path: '/public/auth/reset_password/check', article: 'a' },
  { role: 'reseller', path: '/reseller/auth/reset_password/check', article: 'a' },
  { role: 'administrator', path: '/administrator/auth/reset_password/check', article: 'an' },
] as const;

describe('checkResetLink', () => {
  it.each(ROLES)(
    'says until when an unused link of $role works, at $path',
    async ({ role, path, article }) => {
      await pact
        .addInteraction()
        .given(`${article} ${role} has a password reset link`)
        .uponReceiving(`a check of the ${role}'s unused password reset link`)
        .withRequest('POST', path, (request) =>
          request.jsonBody({ passwordResetToken: fromState('passwordResetToken', EXAMPLE_RESET_TOKEN) }),
        )
        .willRespondWith(200, (response) => response.jsonBody({ expiresAt: isoTimestamp(EXAMPLE_EXPIRY) }))
        .executeTest(
          withCarrierClient(async (client) => {
            const result = await checkResetLink(client, role, EXAMPLE_RESET_TOKEN);
            expect(result.data).toEqual({ expiresAt: EXAMPLE_EXPIRY });
          }),
        );
    },
  );

  it('answers INVALID_RESET_TOKEN for a link used already', async () => {
    await pact
      .addInteraction()
      .given('a subscriber has used a password reset link')
      .uponReceiving("a check of the subscriber's used password reset link")
      .withRequest('POST', '/public/auth/reset_password/check', (request) =>
        request.jsonBody({ passwordResetToken: fromState('passwordResetToken', EXAMPLE_RESET_TOKEN) }),
      )
      .willRespondWith(400, (response) => response.jsonBody(carrierError('INVALID_RESET_TOKEN', REFUSAL)))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await checkResetLink(client, 'subscriber', EXAMPLE_RESET_TOKEN);
          expect(result.error).toMatchObject({ status: 400, code: 'INVALID_RESET_TOKEN', message: REFUSAL });
        }),
      );
  });

  it.each(ROLES.filter(({ role }) => role !== 'subscriber'))(
    'answers INVALID_RESET_TOKEN to $role for a token no link carried',
    async ({ role, path }) => {
      await proveCarrierError(
        pact,
        {
          states: ['no password reset link was sent'],
          description: `a check of a ${role} password reset link no e-mail carried`,
          method: 'POST',
          path,
          body: { passwordResetToken: 'prt_never_sent' },
          status: 400,
          code: 'INVALID_RESET_TOKEN',
          message: REFUSAL,
        },
        (client) => checkResetLink(client, role, 'prt_never_sent'),
      );
    },
  );
});
