import { atomWithStorage } from 'jotai/utils';
import { jsonStorage, plainStorage, session } from '../../../lib/state/browser-storage';

const onInit = { getOnInit: true } as const;

/**
 * The saved shipping / enrolment data (spec 001 §3): written when an enrolment answers DUPLICATE, read by the
 * transfer page; values as the shipping form holds them, the date of birth as mm/dd/yyyy.
 */
export interface SavedShipping {
  firstName?: string;
  lastName?: string;
  emailAddress?: string;
  contactPhoneNumber?: string;
  shippingAddress1?: string;
  shippingAddress2?: string;
  shippingCity?: string;
  shippingState?: string;
  state?: string;
  shippingZipcode?: string;
  dob?: string;
  applicationId?: string;
  ebbpTribalBenefitFlag?: '0' | '1';
  resellerCode?: string;
}

/** The saved shipping / enrolment data (session `enrolmentData`). */
export const savedShippingAtom = atomWithStorage<SavedShipping | null>(
  'enrolmentData',
  null,
  jsonStorage<SavedShipping | null>(session),
  onInit,
);

/** The additional Tribal benefit asked for on the enhanced page, 'true' or 'false' (session `tribalBenefit`). */
export const tribalBenefitAtom = atomWithStorage<string | null>(
  'tribalBenefit',
  null,
  plainStorage(session),
  onInit,
);
