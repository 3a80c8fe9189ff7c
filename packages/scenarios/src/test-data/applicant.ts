import type { components } from '@carrier/contracts/types';
import { anAddress } from './address';

export type Applicant = components['schemas']['EligibilityCheckRequest'];

/**
 * The document's SNAP applicant (the `checkEligibility` example without its reseller code): Maria Lopez, born
 * 1990-05-17, in New York. The SSN's last 4 pick the verifier's answer (README: 4821 is COMPLETE, 1001–1010 and
 * 2001–2004 the magic values). The eligibility code is the program's, as the site sends it, unless given.
 */
export function anApplicant(overrides: Partial<Applicant> = {}): Applicant {
  const applicant: Applicant = {
    firstName: 'Maria',
    lastName: 'Lopez',
    dob: '1990-05-17',
    ssn4: '4821',
    language: 'Spanish',
    ...anAddress(),
    contactPhoneNumber: '2125550143',
    contactEmail: 'maria.lopez@example.com',
    sameAddress: true,
    optionAdult: '2',
    consentInd: 'Y',
    MK1: 'ML',
    MK2: 'ML',
    eligibilityProgramCode: 'E2',
    ...overrides,
  };
  return { eligibilityCode: applicant.eligibilityProgramCode, ...applicant };
}

/** mm/dd/yyyy of a yyyy-mm-dd date, as the enrolment and device forms send a birth date. */
export function usDate(iso: string): string {
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}
