import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierPact, fieldValidationFailed, withCarrierClient } from '../../../testing/pact';
import { joinWaitlist } from './join-waitlist';

const { string } = MatchersV3;

const pact = carrierPact();

describe('joinWaitlist', () => {
  it('puts an e-mail on the waitlist of an uncovered state', async () => {
    await pact
      .addInteraction()
      .given('Illinois is a state the benefit does not cover')
      .uponReceiving('a request to join the waitlist of Illinois')
      .withRequest('POST', '/public/acp/waitlist', (request) =>
        request.jsonBody({ email: 'sam.nguyen@example.com', state: 'IL', zipCode: '60601' }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({ message: string('We will let you know when we reach your state') }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await joinWaitlist(client, {
            email: 'sam.nguyen@example.com',
            state: 'IL',
            zipCode: '60601',
          });
          expect(result.data).toEqual({ message: 'We will let you know when we reach your state' });
        }),
      );
  });

  it('refuses an e-mail the document does not accept', async () => {
    await pact
      .addInteraction()
      .given('Illinois is a state the benefit does not cover')
      .uponReceiving('a request to join the waitlist with a malformed e-mail')
      .withRequest('POST', '/public/acp/waitlist', (request) =>
        request.jsonBody({ email: 'sam.nguyen.example.com', state: 'IL' }),
      )
      .willRespondWith(400, (response) => response.jsonBody(fieldValidationFailed('email', 'Email invalid.')))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await joinWaitlist(client, { email: 'sam.nguyen.example.com', state: 'IL' });
          expect(result.error).toMatchObject({ status: 400, code: 'FIELD_VALIDATION_FAILED' });
          expect(result.error?.fieldErrors[0]?.field).toBe('email');
        }),
      );
  });
});
