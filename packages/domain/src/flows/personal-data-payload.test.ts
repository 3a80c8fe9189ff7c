import { describe, expect, it } from 'vitest';
import type { PersonalData } from './eligibility-payload';
import { personalDataPayload } from './personal-data-payload';

const MARIA = {
  applicationId: 'A24-000123',
  firstName: 'Maria',
  lastName: 'Lopez',
  dob: '1990-05-17',
} as const;

describe('personal data payload', () => {
  it.each<[string, PersonalData, ReturnType<typeof personalDataPayload>]>([
    [
      'the applicant with the application’s ids and tribal confirmation',
      {
        ...MARIA,
        ssn4: '4821',
        eligibilityCheckId: '7c0e5a4f-2b1d-4e8a-9f3c-6a5b4c3d2e1f',
        eligibilityProgramCode: 'E2',
        checkTribal: false,
        tribalStatusConfirmed: false,
      },
      {
        ...MARIA,
        ssn4: '4821',
        eligibilityCheckId: '7c0e5a4f-2b1d-4e8a-9f3c-6a5b4c3d2e1f',
        eligibilityProgramCode: 'E2',
        eligibilityCode: 'E2',
        tribalStatusConfirmed: false,
      },
    ],
    [
      'a tribal applicant: code 9, no SSN part, the confirmation’s coordinates as numbers',
      {
        ...MARIA,
        ssn4: '4821',
        tribalId: '402918337',
        checkTribal: true,
        eligibilityProgramCode: 'E8',
        tribalStatusConfirmed: true,
        latitude: '35.6806',
        longitude: '-109.0526',
        coordinateSource: 'DEVICE_LOCATION',
      },
      {
        ...MARIA,
        tribalId: '402918337',
        eligibilityProgramCode: 'E8',
        eligibilityCode: '9',
        tribalStatusConfirmed: true,
        latitude: 35.6806,
        longitude: -109.0526,
        coordinateSource: 'DEVICE_LOCATION',
      },
    ],
    [
      'the household counts and income the wizard holds as text become numbers',
      {
        ...MARIA,
        eligibilityProgramCode: 'E13',
        numberOfAdults: '2',
        numberOfChildren: '0',
        incomePeriod: '2',
        income: '38000.50',
      },
      {
        ...MARIA,
        eligibilityProgramCode: 'E13',
        eligibilityCode: 'E13',
        numberOfAdults: 2,
        numberOfChildren: 0,
        incomePeriod: '2',
        income: 38000.5,
      },
    ],
    [
      'empty fields, text that is no number and the wizard’s own state are left out',
      {
        ...MARIA,
        middleName: '',
        publicHousingCode: null,
        latitude: '',
        longitude: 'n/a',
        income: '  ',
        checkTribal: false,
        contactConsent: true,
        // @ts-expect-error a flag held as text fails the typecheck, and is left out should it come anyway
        tribalStatusConfirmed: 'true',
      },
      { ...MARIA },
    ],
    ['nothing held', {}, undefined],
    ['no application id', { ...MARIA, applicationId: '' }, undefined],
    ['no first name', { ...MARIA, firstName: undefined }, undefined],
    ['no last name', { ...MARIA, lastName: null }, undefined],
    ['no date of birth', { ...MARIA, dob: '' }, undefined],
  ])('%s', (_case, data, payload) => {
    expect(personalDataPayload(data)).toEqual(payload);
  });
});
