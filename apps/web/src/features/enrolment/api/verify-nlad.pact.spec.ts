import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, fromState, withCarrierClient } from '../../../testing/pact';
import { verifyNlad } from './verify-nlad';

const { string } = MatchersV3;

const pact = carrierPact();

const applicant = {
  firstName: 'Maria',
  lastName: 'Lopez',
  dob: '05/17/1990',
  ssn4: '4821',
  emailAddress: 'maria.lopez@example.com',
  contactPhoneNumber: '2125550143',
  consentTimeZoneId: 'UTC-05:00',
  consentDateTime: '2025-03-01T14:20:00.000Z',
} as const;

describe('verifyNlad', () => {
  it("gives an approved application's status", async () => {
    await pact
      .addInteraction()
      .given('an application with SSN ending 4821 is COMPLETE')
      .uponReceiving('an NLAD verification of an approved application')
      .withRequest('POST', '/public/nlad/verify', (request) =>
        request.jsonBody({ ...applicant, applicationId: fromState('applicationId', 'A24-000123') }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          applicationId: string('A24-000123'),
          status: 'COMPLETE',
          message: string('The applicant is eligible'),
        }),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await verifyNlad(client, { ...applicant, applicationId: 'A24-000123' });
          expect(result.data).toEqual({
            applicationId: 'A24-000123',
            status: 'COMPLETE',
            message: 'The applicant is eligible',
          });
        }),
      );
  });

  it('answers INVALID_APPLICATION_ID when the form names another person', async () => {
    await pact
      .addInteraction()
      .given('an application with SSN ending 4821 is COMPLETE')
      .uponReceiving('an NLAD verification naming another person than the application')
      .withRequest('POST', '/public/nlad/verify', (request) =>
        request.jsonBody({
          ...applicant,
          firstName: 'Marta',
          applicationId: fromState('applicationId', 'A24-000123'),
        }),
      )
      .willRespondWith(400, (response) =>
        response.jsonBody(carrierError('INVALID_APPLICATION_ID', 'Invalid application ID')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await verifyNlad(client, {
            ...applicant,
            firstName: 'Marta',
            applicationId: 'A24-000123',
          });
          expect(result.error).toMatchObject({ status: 400, code: 'INVALID_APPLICATION_ID' });
        }),
      );
  });

  it('answers APPLICATION_NOT_FOUND for an unknown application', async () => {
    await pact
      .addInteraction()
      .given('no application has id A24-999999')
      .uponReceiving('an NLAD verification of an unknown application')
      .withRequest('POST', '/public/nlad/verify', (request) =>
        request.jsonBody({ ...applicant, applicationId: 'A24-999999' }),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody(carrierError('APPLICATION_NOT_FOUND', 'Application ID not found')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await verifyNlad(client, { ...applicant, applicationId: 'A24-999999' });
          expect(result.error).toMatchObject({ status: 404, code: 'APPLICATION_NOT_FOUND' });
        }),
      );
  });

  it('answers FIELD_VALIDATION_FAILED for a date of birth that is not mm/dd/yyyy', async () => {
    const invalid = { ...applicant, dob: '1990-05-17', applicationId: 'A24-999999' };
    await pact
      .addInteraction()
      .given('no application has id A24-999999')
      .uponReceiving('an NLAD verification with an ISO date of birth')
      .withRequest('POST', '/public/nlad/verify', (request) => request.jsonBody(invalid))
      .willRespondWith(400, (response) => response.jsonBody(fieldValidationFailedLike('dob')))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await verifyNlad(client, invalid);
          expect(result.error).toMatchObject({ status: 400, code: 'FIELD_VALIDATION_FAILED' });
        }),
      );
  });
});

/** A FIELD_VALIDATION_FAILED body naming `field`, whatever the carrier's words. */
function fieldValidationFailedLike(field: string) {
  return {
    ...carrierError('FIELD_VALIDATION_FAILED', 'Validation failed'),
    errors: MatchersV3.eachLike({
      field: MatchersV3.string(field),
      message: MatchersV3.string('DOB is required'),
    }),
  };
}
