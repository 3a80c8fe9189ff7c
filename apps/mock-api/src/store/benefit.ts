import type { Schemas } from './schemas';

/** An application at the simulated National Verifier. */
export interface ApplicationRecord {
  applicationId: string;
  eligibilityCheckId: string;
  status: Schemas['EligibilityStatus'];
  /** The SSN last 4 given at the check (magic values key off it); absent for tribal applicants. */
  ssn4: string | null;
  applicant: Schemas['EligibilityCheckRequest'];
  tribalStatusConfirmed: boolean;
  /** The wizard's data as the enhanced-service page last sent it (`submitPersonalData`). */
  personalData: Schemas['PersonalDataRequest'] | null;
  ownerId: number | null;
  createdAt: string;
  /** After this the application is APP_CLOSED_OR_EXPIRED (advance the clock to see it). */
  expiresAt: string;
}

export interface EnrolmentRecord {
  enrolment: Schemas['Enrolment'];
  transfer: boolean;
  ownerId: number | null;
  /** The device claimed with the benefit, once its co-pay checkout is opened. */
  claimedDeviceId: number | null;
}

export interface WaitlistEntry {
  email: string;
  state: string | null;
  zipCode: string | null;
  joinedAt: string;
}

export interface BenefitSlice {
  applications: ApplicationRecord[];
  enrolments: EnrolmentRecord[];
  waitlist: WaitlistEntry[];
}
