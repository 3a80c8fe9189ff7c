import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, fromState, withCarrierClient } from '../../../testing/pact';
import { forgotPassword } from './forgot-password';

const { string } = MatchersV3;

const pact = carrierPact();

describe('forgotPassword', () => {
  it("has a reset link e-mailed to the subscriber's e-mail", async () => {
    await pact
      .addInteraction()
      .given('a verified subscriber exists')
      .uponReceiving('a request for a password reset link')
      .withRequest('POST', '/public/auth/forgot_password', (request) =>
        request.jsonBody({ email: fromState('email', 'john.carter@example.com') }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ message: string('Check your email for the password reset link') }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await forgotPassword(client, 'john.carter@example.com');
          expect(result.data).toEqual({ message: 'Check your email for the password reset link' });
        }),
      );
  });

  it('answers EMAIL_NOT_FOUND for an e-mail no account uses', async () => {
    await pact
      .addInteraction()
      .given('no account uses unknown.person@example.com')
      .uponReceiving('a request for a password reset link for an e-mail no account uses')
      .withRequest('POST', '/public/auth/forgot_password', (request) =>
        request.jsonBody({ email: 'unknown.person@example.com' }),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('EMAIL_NOT_FOUND', 'Email not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await forgotPassword(client, 'unknown.person@example.com');
          expect(result.error).toMatchObject({
            status: 404,
            code: 'EMAIL_NOT_FOUND',
            message: 'Email not found',
          });
        }),
      );
  });
});
