import type { ApplicationRecord } from '../benefit';

const SEEDED_AT = '2026-01-05T15:00:00.000Z';
const EXPIRES_AT = '2100-01-01T00:00:00.000Z';

const common = {
  status: 'APPROVED',
  tribalStatusConfirmed: false,
  personalData: null,
  createdAt: SEEDED_AT,
  expiresAt: EXPIRES_AT,
} as const;

const consent = { sameAddress: true, optionAdult: '2', consentInd: 'Y' } as const;

/**
 * Approved applications at the simulated National Verifier (README), the ones the document's benefit examples name;
 * fixed dates keep the seed the same at every start:
 * - B48213-90517, filed with the document's eligibility check example (a SNAP household in New York): recheck,
 *   status, personal data, enrolment, transfer, NLAD verification;
 * - B55120-11873, its tribal example (Window Rock, AZ), tribal status not confirmed yet: tribal confirmation.
 * Neither belongs to an account: one of the demo subscriber's own would change what its enrolments and transfers
 * answer in the web's pacts (a subscriber without a completed application, a state's own application).
 */
export function seedApplications(): ApplicationRecord[] {
  return [
    {
      ...common,
      applicationId: 'B48213-90517',
      eligibilityCheckId: '7c0e5a4f-2b1d-4e8a-9f3c-6a5b4c3d2e1f',
      ssn4: '4821',
      ownerId: null,
      applicant: {
        firstName: 'Maria',
        lastName: 'Lopez',
        dob: '1990-05-17',
        ssn4: '4821',
        language: 'Spanish',
        address: '350 Fifth Avenue',
        city: 'New York',
        state: 'NY',
        zipCode: '10118',
        contactPhoneNumber: '2125550143',
        contactEmail: 'maria.lopez@example.com',
        ...consent,
        MK1: 'ML',
        MK2: 'ML',
        eligibilityProgramCode: 'E2',
        eligibilityCode: 'E2',
        resellerCode: 'RS-ALPHA',
      },
    },
    {
      ...common,
      applicationId: 'B55120-11873',
      eligibilityCheckId: '3e9a1c5b-7d2f-4a8e-b6c0-9f1d2e3a4b5c',
      ssn4: null,
      ownerId: null,
      applicant: {
        firstName: 'Joseph',
        lastName: 'Begay',
        dob: '1978-11-02',
        tribalId: '402918337',
        language: 'English',
        address: '12 Navajo Route 7',
        city: 'Window Rock',
        state: 'AZ',
        zipCode: '86515',
        contactPhoneNumber: '9285550110',
        contactEmail: 'joseph.begay@example.com',
        ...consent,
        MK1: 'JB',
        MK2: 'JB',
        eligibilityCode: '9',
        eligibilityProgramCode: 'E8',
      },
    },
  ];
}
