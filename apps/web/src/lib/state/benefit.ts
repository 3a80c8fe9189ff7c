import { TIMINGS } from '@carrier/domain';
import { atomWithStorage } from 'jotai/utils';
import { jsonStorage, local, plainStorage, session } from './browser-storage';
import { cookieStorage } from './cookie-storage';
import { isJsonObject, storedRecord } from './stored-record';

// The benefit application's stored client data (spec 001 §3). The application wizard writes it; the eligibility,
// status and enrolment pages read it, so it lives here rather than in one feature.

const onInit = { getOnInit: true } as const;

/** The applicant's answers while the wizard runs (spec 001 §3 "Personal data"); values as the pages hold them. */
export interface PersonalData {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  /** yyyy-mm-dd */
  dob?: string;
  ssn4?: string;
  language?: string;
  zipCode?: string;
  address?: string;
  city?: string;
  state?: string;
  urbanizationCode?: string;
  contactPhoneNumber?: string;
  contactEmail?: string;
  /** Step 2's consent to be contacted at the phone and e-mail given. */
  contactConsent?: boolean;
  contactAddress?: string;
  contactCity?: string;
  contactState?: string;
  contactZipCode?: string;
  contactUrbCode?: string;
  sameAddress?: boolean;
  optionAdult?: string;
  consentInd?: string;
  MK1?: string;
  MK2?: string;
  eligibilityProgramCode?: string;
  publicHousingCode?: string;
  schoolName?: string;
  numberOfAdults?: string;
  numberOfChildren?: string;
  incomePeriod?: string;
  income?: string;
  tribalId?: string;
  alternateId?: string;
  checkTribal?: boolean;
  tribalStatusConfirmed?: boolean;
  latitude?: string;
  longitude?: string;
  coordinateSource?: string;
  carrierUrl?: string;
  resellerCode?: string;
  applicationId?: string;
  eligibilityCheckId?: string;
}

/** Held answers as stored: every field absent or of its kind. */
export const isPersonalData = storedRecord<PersonalData>({
  firstName: 'text',
  middleName: 'text',
  lastName: 'text',
  dob: 'text',
  ssn4: 'text',
  language: 'text',
  zipCode: 'text',
  address: 'text',
  city: 'text',
  state: 'text',
  urbanizationCode: 'text',
  contactPhoneNumber: 'text',
  contactEmail: 'text',
  contactConsent: 'flag',
  contactAddress: 'text',
  contactCity: 'text',
  contactState: 'text',
  contactZipCode: 'text',
  contactUrbCode: 'text',
  sameAddress: 'flag',
  optionAdult: 'text',
  consentInd: 'text',
  MK1: 'text',
  MK2: 'text',
  eligibilityProgramCode: 'text',
  publicHousingCode: 'text',
  schoolName: 'text',
  numberOfAdults: 'text',
  numberOfChildren: 'text',
  incomePeriod: 'text',
  income: 'text',
  tribalId: 'text',
  alternateId: 'text',
  checkTribal: 'flag',
  tribalStatusConfirmed: 'flag',
  latitude: 'text',
  longitude: 'text',
  coordinateSource: 'text',
  carrierUrl: 'text',
  resellerCode: 'text',
  applicationId: 'text',
  eligibilityCheckId: 'text',
});

/** The personal-data cookie (0.05 day, about 72 minutes). */
export const personalDataAtom = atomWithStorage<PersonalData>(
  'personalData',
  {},
  cookieStorage(TIMINGS.personalDataCookieDays, isPersonalData),
  onInit,
);

/** The saved applicant data for the enrolment pages (session `applicantData`). */
export const savedApplicantAtom = atomWithStorage<PersonalData | null>(
  'applicantData',
  null,
  jsonStorage(session, isPersonalData),
  onInit,
);

/** The last eligibility reply (local `Eligibility`). */
export const eligibilityAtom = atomWithStorage<Record<string, unknown> | null>(
  'Eligibility',
  null,
  jsonStorage(local, isJsonObject),
  onInit,
);

/** The application and eligibility-check ids of the applicant (local `ApplicationId`, `eligibilityCheckId`). */
export const applicationIdAtom = atomWithStorage<string | null>(
  'ApplicationId',
  null,
  plainStorage(local),
  onInit,
);
export const eligibilityCheckIdAtom = atomWithStorage<string | null>(
  'eligibilityCheckId',
  null,
  plainStorage(local),
  onInit,
);

/** Whether the verifier confirmed tribal status (local `tribalStatusConfirmed`, 'true' or 'false'). */
export const tribalStatusConfirmedAtom = atomWithStorage<string | null>(
  'tribalStatusConfirmed',
  null,
  plainStorage(local),
  onInit,
);

/** The last enrolment error (local `nlad-error`). */
export const nladErrorAtom = atomWithStorage<string | null>('nlad-error', null, plainStorage(local), onInit);

/** The tablet choice, 'Y' or 'N' (local `tablets`). */
export const tabletsAtom = atomWithStorage<string | null>('tablets', null, plainStorage(local), onInit);

/** Whether the applicant may claim a device (local `isEligibleForDevice`, 'true' or 'false'). */
export const isEligibleForDeviceAtom = atomWithStorage<string | null>(
  'isEligibleForDevice',
  null,
  plainStorage(local),
  onInit,
);
