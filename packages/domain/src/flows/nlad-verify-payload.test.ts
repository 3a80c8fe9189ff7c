import { describe, expect, it } from 'vitest';
import { nladVerifyPayload } from './nlad-verify-payload';

describe('nladVerifyPayload', () => {
  it('sends the applicant, the SSN and the consent, without empty fields', () => {
    expect(
      nladVerifyPayload(
        {
          applicationId: 'A24-000123',
          firstName: 'Maria',
          lastName: 'Lopez',
          dob: '05/17/1990',
          ssn4: '4821',
          emailAddress: '',
          contactPhoneNumber: null,
        },
        { consentTimeZoneId: 'UTC-05:00', consentDateTime: '2025-03-01T14:20:00.000Z' },
      ),
    ).toEqual({
      applicationId: 'A24-000123',
      firstName: 'Maria',
      lastName: 'Lopez',
      dob: '05/17/1990',
      ssn4: '4821',
      consentTimeZoneId: 'UTC-05:00',
      consentDateTime: '2025-03-01T14:20:00.000Z',
    });
  });
});
