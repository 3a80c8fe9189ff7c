import { anApplicant } from '@carrier/scenarios/test-data';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, fromState, withCarrierClient } from '../../../testing/pact';
import { submitPersonalData } from './submit-personal-data';

const { string } = MatchersV3;

const pact = carrierPact();

/** Maria's wizard answers as the enhanced-service page sends them after a COMPLETE eligibility check. */
const personalData = { ...anApplicant({ language: 'English' }), tribalStatusConfirmed: false };

const CHECK_ID = '7c0e5a4f-2b1d-4e8a-9f3c-6a5b4c3d2e1f';

describe('submitPersonalData', () => {
  it("files the personal data under the applicant's application", async () => {
    await pact
      .addInteraction()
      .given('an application with SSN ending 4821 is COMPLETE')
      .uponReceiving('the personal data of a COMPLETE application')
      .withRequest('POST', '/public/acp/personal-data', (request) =>
        request.jsonBody({
          ...personalData,
          applicationId: fromState('applicationId', 'A24-000123'),
          eligibilityCheckId: fromState('eligibilityCheckId', CHECK_ID),
        }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ message: string('Personal data saved') }))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await submitPersonalData(client, {
            ...personalData,
            applicationId: 'A24-000123',
            eligibilityCheckId: CHECK_ID,
          });
          expect(result).toEqual({ data: { message: 'Personal data saved' } });
        }),
      );
  });

  it('answers APPLICATION_NOT_FOUND for an unknown application', async () => {
    await pact
      .addInteraction()
      .given('no application has id A24-999999')
      .uponReceiving('the personal data of an unknown application')
      .withRequest('POST', '/public/acp/personal-data', (request) =>
        request.jsonBody({ ...personalData, applicationId: 'A24-999999' }),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('APPLICATION_NOT_FOUND', 'Application ID not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await submitPersonalData(client, { ...personalData, applicationId: 'A24-999999' });
          expect(result.error).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
        }),
      );
  });
});
