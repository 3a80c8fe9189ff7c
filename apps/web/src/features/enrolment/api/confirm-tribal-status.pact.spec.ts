import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  carrierError,
  carrierPact,
  fromState,
  proveCarrierError,
  withCarrierClient,
} from '../../../testing/pact';
import { confirmTribalStatus } from './confirm-tribal-status';

const { boolean, decimal, string } = MatchersV3;

const pact = carrierPact();

describe('confirmTribalStatus', () => {
  it('confirms an applicant living on Tribal lands', async () => {
    await pact
      .addInteraction()
      .given('an application with SSN ending 4821 is COMPLETE')
      .uponReceiving('a tribal confirmation of a tribal id on Tribal lands')
      .withRequest('POST', '/public/acp/tribal-confirmation', (request) =>
        request.jsonBody({ applicationId: fromState('applicationId', 'A24-000123'), tribalId: '402918337' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          tribalStatusConfirmed: true,
          latitude: decimal(35.6806),
          longitude: decimal(-109.0526),
          coordinateSource: string('ADDRESS_GEOCODE'),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await confirmTribalStatus(client, {
            applicationId: 'A24-000123',
            tribalId: '402918337',
          });
          expect(result.data?.tribalStatusConfirmed).toBe(true);
        }),
      );
  });

  it('does not confirm a tribal id off Tribal lands', async () => {
    await pact
      .addInteraction()
      .given('an application with SSN ending 4821 is COMPLETE')
      .uponReceiving('a tribal confirmation of a tribal id ending 9999')
      .withRequest('POST', '/public/acp/tribal-confirmation', (request) =>
        request.jsonBody({ applicationId: fromState('applicationId', 'A24-000123'), tribalId: '402919999' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          tribalStatusConfirmed: boolean(false),
          latitude: null,
          longitude: null,
          coordinateSource: null,
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await confirmTribalStatus(client, {
            applicationId: 'A24-000123',
            tribalId: '402919999',
          });
          expect(result.data).toEqual({
            tribalStatusConfirmed: false,
            latitude: null,
            longitude: null,
            coordinateSource: null,
          });
        }),
      );
  });

  it('answers INVALID_TRIBAL_ID for a tribal id starting 000', async () => {
    await pact
      .addInteraction()
      .given('an application with SSN ending 4821 is COMPLETE')
      .uponReceiving('a tribal confirmation of a tribal id starting 000')
      .withRequest('POST', '/public/acp/tribal-confirmation', (request) =>
        request.jsonBody({ applicationId: fromState('applicationId', 'A24-000123'), tribalId: '000123' }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(carrierError('INVALID_TRIBAL_ID', 'The tribal ID could not be verified')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await confirmTribalStatus(client, {
            applicationId: 'A24-000123',
            tribalId: '000123',
          });
          expect(result.error).toMatchObject({ status: 400, code: 'INVALID_TRIBAL_ID' });
        }),
      );
  });
});

describe('confirmTribalStatus: the documented errors', () => {
  it('answers APPLICATION_NOT_FOUND for an application id no check returned', async () => {
    const body = { applicationId: 'A24-999999', tribalId: '402918337' };
    await proveCarrierError(
      pact,
      {
        states: ['no application has id A24-999999'],
        description: 'a tribal confirmation of an unknown application',
        method: 'POST',
        path: '/public/acp/tribal-confirmation',
        body,
        status: 404,
        code: 'APPLICATION_NOT_FOUND',
        message: 'Application ID not found',
      },
      (client) => confirmTribalStatus(client, body),
    );
  });
});
