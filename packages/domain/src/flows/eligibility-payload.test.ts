import { describe, expect, it } from 'vitest';
import { applicantFields, eligibilityCheckPayload, eligibilityCode } from './eligibility-payload';

describe('eligibility payload', () => {
  it.each([
    [{ checkTribal: true, eligibilityProgramCode: 'E1' }, '9'],
    [{ checkTribal: false, eligibilityProgramCode: 'E1' }, 'E1'],
    [{ eligibilityProgramCode: null }, undefined],
  ])('eligibilityCode(%j) is %j', (data, code) => {
    expect(eligibilityCode(data)).toBe(code);
  });

  it.each([
    [
      'a tribal applicant loses the SSN part',
      {
        firstName: 'Ana',
        ssn4: '1234',
        tribalId: '402918337',
        checkTribal: true,
        eligibilityProgramCode: 'E2',
      },
      { firstName: 'Ana', tribalId: '402918337', eligibilityProgramCode: 'E2', eligibilityCode: '9' },
    ],
    [
      'another applicant keeps it',
      { firstName: 'Ana', ssn4: '1234', checkTribal: false, eligibilityProgramCode: 'E2' },
      { firstName: 'Ana', ssn4: '1234', eligibilityProgramCode: 'E2', eligibilityCode: 'E2' },
    ],
    [
      'the wizard’s own state and empty fields stay in the browser',
      {
        firstName: 'Ana',
        middleName: '',
        ssn4: '1234',
        eligibilityProgramCode: 'E2',
        checkTribal: false,
        tribalStatusConfirmed: false,
        applicationId: 'A24-000001',
        latitude: 40.7,
        publicHousingCode: null,
      },
      { firstName: 'Ana', ssn4: '1234', eligibilityProgramCode: 'E2', eligibilityCode: 'E2' },
    ],
    [
      'the household counts and income go as numbers; a choice the wizard does not offer is left out',
      { numberOfAdults: '2', numberOfChildren: '0', income: '38000', incomePeriod: '3', language: 'French' },
      { numberOfAdults: 2, numberOfChildren: 0, income: 38000 },
    ],
  ])('%s', (_case, data, payload) => {
    expect(applicantFields(data)).toEqual(payload);
  });

  const complete = {
    firstName: 'Ana',
    lastName: 'Ruiz',
    dob: '1990-05-17',
    ssn4: '1234',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '73301',
    contactPhoneNumber: '5125550100',
    contactEmail: 'ana@example.com',
    optionAdult: '1',
    consentInd: 'Y',
    MK1: 'AR',
    MK2: 'AR',
    eligibilityProgramCode: 'E2',
    checkTribal: false,
  };

  it('is the applicant’s fields and the code once every answer the check needs is held', () => {
    const { checkTribal: _wizardOnly, ...fields } = complete;
    expect(eligibilityCheckPayload(complete)).toEqual({ ...fields, eligibilityCode: 'E2' });
  });

  it.each(['firstName', 'contactEmail', 'MK2'])('is undefined without %s', (field) => {
    expect(eligibilityCheckPayload({ ...complete, [field]: '' })).toBeUndefined();
  });
});
