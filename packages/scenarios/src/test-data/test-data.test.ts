import { describe, expect, it } from 'vitest';
import { aDeviceClaim, anApplicant, anEnrolment, aRegistration, aTransfer } from '.';

describe('the test-data builders', () => {
  it('sends the program as the eligibility code unless one is given', () => {
    expect(anApplicant().eligibilityCode).toBe('E2');
    expect(anApplicant({ eligibilityProgramCode: 'E4' }).eligibilityCode).toBe('E4');
    expect(anApplicant({ eligibilityProgramCode: 'E8', eligibilityCode: '9' }).eligibilityCode).toBe('9');
  });

  it("fills the enrolment and device forms with the applicant's own data", () => {
    const applicant = anApplicant({ lastName: 'Diaz', address: '12 Elm Street', dob: '1985-02-03' });
    expect(anEnrolment({}, applicant)).toMatchObject({
      lastName: 'Diaz',
      shippingAddress1: '12 Elm Street',
      dob: '02/03/1985',
      acpCertInd: '1',
    });
    expect(aDeviceClaim({}, applicant)).toMatchObject({
      primaryAddress1: '12 Elm Street',
      dob: '02/03/1985',
    });
  });

  it('makes a transfer an enrolment without the ACP certification', () => {
    expect(aTransfer()).not.toHaveProperty('acpCertInd');
    const { acpCertInd, ...rest } = anEnrolment();
    expect(acpCertInd).toBe('1');
    expect(rest).toEqual(aTransfer());
  });

  it('takes overrides over the defaults', () => {
    expect(anApplicant({ ssn4: '1003' })).toMatchObject({ ssn4: '1003', firstName: 'Maria' });
    expect(aRegistration({ email: 'new@example.com' })).toMatchObject({
      email: 'new@example.com',
      shippingAddress1: '350 Fifth Avenue',
    });
  });
});
