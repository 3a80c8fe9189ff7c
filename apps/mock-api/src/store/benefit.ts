import { type Static, Type } from '@sinclair/typebox';
import { CarrierSchema, Nullable } from './schemas';

/** An application at the simulated National Verifier. */
export const ApplicationRecordSchema = Type.Object(
  {
    applicationId: Type.String(),
    eligibilityCheckId: Type.String(),
    status: CarrierSchema('EligibilityStatus'),
    /** The SSN last 4 given at the check (magic values key off it); absent for tribal applicants. */
    ssn4: Nullable(Type.String()),
    applicant: CarrierSchema('EligibilityCheckRequest'),
    tribalStatusConfirmed: Type.Boolean(),
    /** The wizard's data as the enhanced-service page last sent it (`submitPersonalData`). */
    personalData: Nullable(CarrierSchema('PersonalDataRequest')),
    ownerId: Nullable(Type.Integer()),
    createdAt: Type.String(),
    /** After this the application is APP_CLOSED_OR_EXPIRED (advance the clock to see it). */
    expiresAt: Type.String(),
  },
  { additionalProperties: false },
);
export type ApplicationRecord = Static<typeof ApplicationRecordSchema>;

export const EnrolmentRecordSchema = Type.Object(
  {
    enrolment: CarrierSchema('Enrolment'),
    transfer: Type.Boolean(),
    ownerId: Nullable(Type.Integer()),
    /** The applicant (names and date of birth, normalised): NLAD enrols a person once. */
    person: Type.String(),
    /** The shipping address (line 1 and zip, normalised): NLAD enrols a household once. */
    household: Type.String(),
    /** The device claimed with the benefit, once its co-pay checkout is opened. */
    claimedDeviceId: Nullable(Type.Integer()),
  },
  { additionalProperties: false },
);
export type EnrolmentRecord = Static<typeof EnrolmentRecordSchema>;

export const WaitlistEntrySchema = Type.Object(
  {
    email: Type.String(),
    state: Nullable(Type.String()),
    zipCode: Nullable(Type.String()),
    joinedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type WaitlistEntry = Static<typeof WaitlistEntrySchema>;

export const BenefitSliceSchema = Type.Object(
  {
    applications: Type.Array(ApplicationRecordSchema),
    enrolments: Type.Array(EnrolmentRecordSchema),
    waitlist: Type.Array(WaitlistEntrySchema),
  },
  { additionalProperties: false },
);
export type BenefitSlice = Static<typeof BenefitSliceSchema>;
