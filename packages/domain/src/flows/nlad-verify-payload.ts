import type { components } from '@carrier/contracts/types';
import type { Consent } from './enrolment-payload';
import { withoutBlanks } from './prune';

/** What the device confirm form tells NLAD's verification: the applicant, the SSN's last 4 and the contact. */
export interface NladVerifyForm {
  applicationId: string;
  firstName: string;
  lastName: string;
  /** mm/dd/yyyy */
  dob: string;
  ssn4?: string | null;
  emailAddress?: string | null;
  contactPhoneNumber?: string | null;
}

/**
 * The NLAD verification payload (spec 001 §7 "POST /public/nlad/verify with consentTimeZoneId, consentDateTime"):
 * the device confirm form checks the applicant (and the SSN it asks for) against the application before the
 * device is claimed; empty optional fields are not sent.
 */
export function nladVerifyPayload(
  form: NladVerifyForm,
  consent: Consent,
): components['schemas']['NladVerifyRequest'] {
  return withoutBlanks<components['schemas']['NladVerifyRequest']>()({ ...form, ...consent });
}
