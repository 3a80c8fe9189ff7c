import { describe, expect, it } from 'vitest';
import { eligibilityCheckPayload, eligibilityCode } from './eligibility-payload';

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
  ])('%s', (_case, data, payload) => {
    expect(eligibilityCheckPayload(data)).toEqual(payload);
  });
});
