import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  carrierError,
  carrierPact,
  fieldValidationFailed,
  fromState,
  withCarrierClient,
} from '../../../testing/pact';
import { verifyEmail } from './verify-email';

const { string } = MatchersV3;

const pact = carrierPact();

const UNVERIFIED = 'nina.patel@example.com';
const AWAITING_CODE = `${UNVERIFIED} awaits a verification code`;
// Codes are drawn from letters and digits without 0 and O, so this one is never the code sent.
const WRONG_CODE = '000000';
// The client sends the e-mail URL-encoded, as a path segment must be.
const VERIFY_PATH = `/public/auth/verify/${encodeURIComponent(UNVERIFIED)}`;

describe('verifyEmail', () => {
  it('verifies the e-mail with the code the carrier sent', async () => {
    await pact
      .addInteraction()
      .given(AWAITING_CODE)
      .uponReceiving('the verification of an e-mail with the code sent')
      .withRequest('POST', VERIFY_PATH, (request) => request.jsonBody({ code: fromState('code', '4F7K2Q') }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ message: string('Your email has been verified') }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await verifyEmail(client, UNVERIFIED, '4F7K2Q');
          expect(result.data).toEqual({ message: 'Your email has been verified' });
        }),
      );
  });

  it('answers INVALID_VERIFICATION_CODE for another code', async () => {
    await pact
      .addInteraction()
      .given(AWAITING_CODE)
      .uponReceiving('the verification of an e-mail with a wrong code')
      .withRequest('POST', VERIFY_PATH, (request) => request.jsonBody({ code: WRONG_CODE }))
      .willRespondWith(400, (response) =>
        response.jsonBody(carrierError('INVALID_VERIFICATION_CODE', 'Invalid verification code')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await verifyEmail(client, UNVERIFIED, WRONG_CODE);
          expect(result.error).toMatchObject({
            status: 400,
            code: 'INVALID_VERIFICATION_CODE',
            message: 'Invalid verification code',
          });
        }),
      );
  });

  it('answers FIELD_VALIDATION_FAILED for a code that is not six characters', async () => {
    await pact
      .addInteraction()
      .given(AWAITING_CODE)
      .uponReceiving('the verification of an e-mail with a three-character code')
      .withRequest('POST', VERIFY_PATH, (request) => request.jsonBody({ code: 'ABC' }))
      .willRespondWith(400, (response) =>
        response.jsonBody(fieldValidationFailed('code', 'must NOT have fewer than 6 characters')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await verifyEmail(client, UNVERIFIED, 'ABC');
          expect(result.error).toMatchObject({
            status: 400,
            code: 'FIELD_VALIDATION_FAILED',
            fieldErrors: [{ field: 'code', message: 'must NOT have fewer than 6 characters' }],
          });
        }),
      );
  });

  it('answers EMAIL_NOT_FOUND for an e-mail no account uses', async () => {
    await pact
      .addInteraction()
      .given('no account uses unknown.person@example.com')
      .uponReceiving('the verification of an e-mail no account uses')
      .withRequest(
        'POST',
        `/public/auth/verify/${encodeURIComponent('unknown.person@example.com')}`,
        (request) => request.jsonBody({ code: '4F7K2Q' }),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('EMAIL_NOT_FOUND', 'Email not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await verifyEmail(client, 'unknown.person@example.com', '4F7K2Q');
          expect(result.error).toMatchObject({
            status: 404,
            code: 'EMAIL_NOT_FOUND',
            message: 'Email not found',
          });
        }),
      );
  });
});
