import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, withCarrierClient } from '../../../testing/pact';
import { resendCode } from './resend-code';

const { string } = MatchersV3;

const pact = carrierPact();

const resendPath = (email: string) => `/public/auth/verify/${encodeURIComponent(email)}/resend_code`;

describe('resendCode', () => {
  it('has a new code e-mailed to an account that is not verified', async () => {
    await pact
      .addInteraction()
      .given('an unverified subscriber exists')
      .uponReceiving('a request for a new verification code')
      .withRequest('POST', resendPath('nina.patel@example.com'))
      .willRespondWith(200, (response) =>
        response.jsonBody({ message: string('Check your email for the verification code') }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await resendCode(client, 'nina.patel@example.com');
          expect(result.data).toEqual({ message: 'Check your email for the verification code' });
        }),
      );
  });

  it('answers EMAIL_NOT_FOUND for an e-mail no account uses', async () => {
    await pact
      .addInteraction()
      .given('no account uses unknown.person@example.com')
      .uponReceiving('a request for a new verification code for an e-mail no account uses')
      .withRequest('POST', resendPath('unknown.person@example.com'))
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('EMAIL_NOT_FOUND', 'Email not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await resendCode(client, 'unknown.person@example.com');
          expect(result.error).toMatchObject({
            status: 404,
            code: 'EMAIL_NOT_FOUND',
            message: 'Email not found',
          });
        }),
      );
  });
});
