import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  carrierError,
  carrierPact,
  fromState,
  proveCarrierError,
  withCarrierClient,
} from '../../../testing/pact';
import { getEligibilityStatus } from './get-eligibility-status';

const { integer, string } = MatchersV3;

const pact = carrierPact();

const CARRIER_URL = 'http://127.0.0.1:5173';

describe('getEligibilityStatus', () => {
  it('gives the status of an application by its application id', async () => {
    await pact
      .addInteraction()
      .given('an application with status PENDING_REVIEW exists')
      .uponReceiving('a status lookup by application id')
      .withRequest('POST', '/public/acp/eligibility-check/status', (request) =>
        request.jsonBody({
          applicationId: fromState('applicationId', 'A24-000001'),
          carrierUrl: CARRIER_URL,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          statusCode: integer(200),
          status: 'PENDING_REVIEW',
          message: string('Your application is being reviewed'),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getEligibilityStatus(client, {
            applicationId: 'A24-000001',
            carrierUrl: CARRIER_URL,
          });
          expect(result.data).toEqual({
            statusCode: 200,
            status: 'PENDING_REVIEW',
            message: 'Your application is being reviewed',
          });
        }),
      );
  });

  it('gives the status by the eligibility check id alone', async () => {
    await pact
      .addInteraction()
      .given('an application with status COMPLETE exists')
      .uponReceiving('a status lookup by eligibility check id')
      .withRequest('POST', '/public/acp/eligibility-check/status', (request) =>
        request.jsonBody({
          eligibilityCheckId: fromState('eligibilityCheckId', '7c0e5a4f-2b1d-4e8a-9f3c-6a5b4c3d2e1f'),
          carrierUrl: CARRIER_URL,
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          statusCode: integer(200),
          status: 'COMPLETE',
          message: string('The applicant is eligible'),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getEligibilityStatus(client, {
            eligibilityCheckId: '7c0e5a4f-2b1d-4e8a-9f3c-6a5b4c3d2e1f',
            carrierUrl: CARRIER_URL,
          });
          expect(result.data?.status).toBe('COMPLETE');
        }),
      );
  });

  it('answers ELIGIBILITY_CHECK_NOT_FOUND for an id the verifier does not know', async () => {
    await pact
      .addInteraction()
      .given('no application A24-999999 exists')
      .uponReceiving('a status lookup of an unknown application')
      .withRequest('POST', '/public/acp/eligibility-check/status', (request) =>
        request.jsonBody({ applicationId: 'A24-999999', carrierUrl: CARRIER_URL }),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('ELIGIBILITY_CHECK_NOT_FOUND', 'Eligibility check not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await getEligibilityStatus(client, {
            applicationId: 'A24-999999',
            carrierUrl: CARRIER_URL,
          });
          expect(result.error).toMatchObject({
            status: 404,
            code: 'ELIGIBILITY_CHECK_NOT_FOUND',
            message: 'Eligibility check not found',
          });
        }),
      );
  });
});

describe('getEligibilityStatus: the documented errors', () => {
  it('answers APPLICATION_NOT_FOUND for an application rejected for a missing document', async () => {
    await proveCarrierError(
      pact,
      {
        states: ['the verifier has rejected an application for a missing document'],
        description: 'a status lookup of an application rejected for a missing document',
        method: 'POST',
        path: '/public/acp/eligibility-check/status',
        body: { applicationId: fromState('applicationId', 'A24-000001'), carrierUrl: CARRIER_URL },
        status: 404,
        code: 'APPLICATION_NOT_FOUND',
        message: 'Application ID not found',
      },
      (client) => getEligibilityStatus(client, { applicationId: 'A24-000001', carrierUrl: CARRIER_URL }),
    );
  });
});
