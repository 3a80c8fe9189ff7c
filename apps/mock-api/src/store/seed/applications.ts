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
 * - B55120-11873, its tribal example (Window Rock, AZ), tribal status not confirmed yet: tribal confirmation;
 * - B61734-20458 and B70318-44219, enrolled already (seed/enrolments.ts): the device claim examples;
 * - B80452-61937, the demo subscriber's, filed as a guest before logging in: the subscriber's transfer example.
 * None belongs to an account: one of the demo subscriber's own would change what its enrolments and transfers
 * answer in the web's pacts (a subscriber without a completed application, a state's own application). People and
 * addresses differ from the enrolment examples', so those are no duplicate person or household.
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
    {
      ...common,
      applicationId: 'B61734-20458',
      eligibilityCheckId: '5b2d8f1e-4c7a-4e9b-8a3d-1f6e0c9b7a24',
      ssn4: '7345',
      ownerId: null,
      applicant: {
        firstName: 'Grace',
        lastName: 'Kim',
        dob: '1992-09-14',
        ssn4: '7345',
        language: 'English',
        address: '77 Water Street',
        city: 'New York',
        state: 'NY',
        zipCode: '10005',
        contactPhoneNumber: '2125550187',
        contactEmail: 'grace.kim@example.com',
        ...consent,
        MK1: 'GK',
        MK2: 'GK',
        eligibilityProgramCode: 'E2',
        eligibilityCode: 'E2',
      },
    },
    {
      ...common,
      applicationId: 'B70318-44219',
      eligibilityCheckId: '9d4a6c2e-1b8f-4d3a-a7e5-2c0b9f8e6d13',
      ssn4: '6218',
      ownerId: null,
      applicant: {
        firstName: 'Luis',
        lastName: 'Ortega',
        dob: '1975-02-11',
        ssn4: '6218',
        language: 'Spanish',
        address: '2450 Biscayne Boulevard',
        city: 'Miami',
        state: 'FL',
        zipCode: '33137',
        contactPhoneNumber: '3055550164',
        contactEmail: 'luis.ortega@example.com',
        ...consent,
        MK1: 'LO',
        MK2: 'LO',
        eligibilityProgramCode: 'E2',
        eligibilityCode: 'E2',
      },
    },
    {
      ...common,
      applicationId: 'B80452-61937',
      eligibilityCheckId: '2f7c9e4b-6a1d-4b8e-9c3f-5e2a1d0b8c76',
      ssn4: '5530',
      ownerId: null,
      applicant: {
        firstName: 'John',
        lastName: 'Carter',
        dob: '1986-07-04',
        ssn4: '5530',
        language: 'English',
        address: '1200 Brickell Avenue',
        city: 'Miami',
        state: 'FL',
        zipCode: '33131',
        contactPhoneNumber: '3055550198',
        contactEmail: 'john.carter@example.com',
        ...consent,
        MK1: 'JC',
        MK2: 'JC',
        eligibilityProgramCode: 'E2',
        eligibilityCode: 'E2',
      },
    },
  ];
}
