import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  carrierError,
  carrierPact,
  fromState,
  proveCarrierError,
  withCarrierClient,
} from '../../../testing/pact';
import { recheckEligibility } from './recheck-eligibility';

const { boolean, regex, string } = MatchersV3;

const pact = carrierPact();

const EXAMPLE_IDS = {
  applicationId: 'A24-000001',
  eligibilityCheckId: '7c0e5a4f-2b1d-4e8a-9f3c-6a5b4c3d2e1f',
};
const idsFromState = () => ({
  applicationId: fromState('applicationId', EXAMPLE_IDS.applicationId),
  eligibilityCheckId: fromState('eligibilityCheckId', EXAMPLE_IDS.eligibilityCheckId),
});

describe('recheckEligibility', () => {
  it.each([
    ['COMPLETE', null],
    ['PENDING_RESOLUTION', 'resolution'],
    ['PENDING_REVIEW', null],
    ['FAILURE', null],
  ] as const)('answers the status %s of an application', async (status, link) => {
    await pact
      .addInteraction()
      .given(`an application with status ${status} exists`)
      .uponReceiving(`a recheck of an application whose status is ${status}`)
      .withRequest('POST', '/public/acp/eligibility-check/recheck', (request) =>
        request.jsonBody(idsFromState()),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...idsFromState(),
          status,
          message: string('The applicant is eligible'),
          tribalStatusConfirmed: boolean(false),
          ...(link
            ? {
                _links: {
                  [link]: {
                    href: regex(
                      /^https?:\/\/\S+\/verifier\/\S+$/,
                      'http://127.0.0.1:4010/verifier/A24-000001/resolution',
                    ),
                  },
                },
              }
            : {}),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await recheckEligibility(client, EXAMPLE_IDS);
          expect(result.data).toMatchObject({ ...EXAMPLE_IDS, status });
        }),
      );
  });

  it('answers ELIGIBILITY_CHECK_NOT_FOUND for ids the verifier does not know', async () => {
    const unknown = {
      applicationId: 'A24-999999',
      eligibilityCheckId: '00000000-0000-4000-8000-000000000000',
    };
    await pact
      .addInteraction()
      .given('no application A24-999999 exists')
      .uponReceiving('a recheck of an application the verifier does not know')
      .withRequest('POST', '/public/acp/eligibility-check/recheck', (request) => request.jsonBody(unknown))
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('ELIGIBILITY_CHECK_NOT_FOUND', 'Eligibility check not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await recheckEligibility(client, unknown);
          expect(result.error).toMatchObject({ status: 404, code: 'ELIGIBILITY_CHECK_NOT_FOUND' });
        }),
      );
  });
});

describe('recheckEligibility: the documented errors', () => {
  it('answers APPLICATION_NOT_FOUND for an application rejected for a missing document', async () => {
    await proveCarrierError(
      pact,
      {
        states: ['the verifier has rejected an application for a missing document'],
        description: 'a recheck of an application rejected for a missing document',
        method: 'POST',
        path: '/public/acp/eligibility-check/recheck',
        body: idsFromState(),
        status: 404,
        code: 'APPLICATION_NOT_FOUND',
        message: 'Application ID not found',
      },
      (client) => recheckEligibility(client, EXAMPLE_IDS),
    );
  });
});
