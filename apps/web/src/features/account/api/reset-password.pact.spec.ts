import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  carrierError,
  carrierPact,
  fieldValidationFailed,
  fromState,
  proveCarrierError,
  withCarrierClient,
} from '../../../testing/pact';
import { resetPassword } from './reset-password';

const { string } = MatchersV3;

const pact = carrierPact();

const EXAMPLE_RESET_TOKEN = 'prt_8c1f0e7a9b2d4c6e';
const newPassword = { password: 'New-Sunny-Day-2025', passwordConfirm: 'New-Sunny-Day-2025' };

describe('resetPassword', () => {
  it.each([
    {
      role: 'subscriber',
      path: '/public/auth/reset_password',
      state: 'a subscriber has a password reset link',
    },
    {
      role: 'reseller',
      path: '/reseller/auth/reset_password',
      state: 'a reseller has a password reset link',
    },
    {
      role: 'administrator',
      path: '/administrator/auth/reset_password',
      state: 'an administrator has a password reset link',
    },
  ] as const)('sets the new password of a $role at $path', async ({ role, path, state }) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a password reset of the ${role} with the link's token`)
      .withRequest('POST', path, (request) =>
        request.jsonBody({
          passwordResetToken: fromState('passwordResetToken', EXAMPLE_RESET_TOKEN),
          ...newPassword,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ message: string('Your password has been reset') }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await resetPassword(client, role, {
            passwordResetToken: EXAMPLE_RESET_TOKEN,
            ...newPassword,
          });
          expect(result.data).toEqual({ message: 'Your password has been reset' });
        }),
      );
  });

  it('answers INVALID_RESET_TOKEN for a token no link carried', async () => {
    const body = { passwordResetToken: 'prt_never_sent', ...newPassword };
    await pact
      .addInteraction()
      .given('no password reset link was sent')
      .uponReceiving('a password reset with a token no link carried')
      .withRequest('POST', '/public/auth/reset_password', (request) => request.jsonBody(body))
      .willRespondWith(400, (response) =>
        response.jsonBody(
          carrierError('INVALID_RESET_TOKEN', 'The password reset link is invalid or has expired'),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await resetPassword(client, 'subscriber', body);
          expect(result.error).toMatchObject({
            status: 400,
            code: 'INVALID_RESET_TOKEN',
            message: 'The password reset link is invalid or has expired',
          });
        }),
      );
  });

  it('answers FIELD_VALIDATION_FAILED when the confirmation differs from the password', async () => {
    await pact
      .addInteraction()
      .given('a subscriber has a password reset link')
      .uponReceiving('a password reset whose confirmation differs from the password')
      .withRequest('POST', '/public/auth/reset_password', (request) =>
        request.jsonBody({
          passwordResetToken: fromState('passwordResetToken', EXAMPLE_RESET_TOKEN),
          password: 'New-Sunny-Day-2025',
          passwordConfirm: 'New-Rainy-Day-2025',
        }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(
          fieldValidationFailed('passwordConfirm', 'Password & confirm password must be same'),
        ),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await resetPassword(client, 'subscriber', {
            passwordResetToken: EXAMPLE_RESET_TOKEN,
            password: 'New-Sunny-Day-2025',
            passwordConfirm: 'New-Rainy-Day-2025',
          });
          expect(result.error).toMatchObject({
            status: 400,
            code: 'FIELD_VALIDATION_FAILED',
            fieldErrors: [{ field: 'passwordConfirm', message: 'Password & confirm password must be same' }],
          });
        }),
      );
  });
});

describe('resetPassword: the documented errors of the other roles', () => {
  it.each([
    { role: 'reseller', path: '/reseller/auth/reset_password' },
    { role: 'administrator', path: '/administrator/auth/reset_password' },
  ] as const)(
    'answers INVALID_RESET_TOKEN to a $role with a token no link carried',
    async ({ role, path }) => {
      const body = { passwordResetToken: 'prt_never_sent', ...newPassword };
      await proveCarrierError(
        pact,
        {
          states: ['no password reset link was sent'],
          description: `a ${role} password reset with a token no link carried`,
          method: 'POST',
          path,
          body,
          status: 400,
          code: 'INVALID_RESET_TOKEN',
          message: 'The password reset link is invalid or has expired',
        },
        (client) => resetPassword(client, role, body),
      );
    },
  );
});
