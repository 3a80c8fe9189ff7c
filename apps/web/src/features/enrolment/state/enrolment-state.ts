import { atomWithStorage } from 'jotai/utils';
import { jsonStorage, plainStorage, session } from '../../../lib/state/browser-storage';
import { storedRecord } from '../../../lib/state/stored-record';

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

/** Saved shipping data as stored: every field absent or of its kind. */
export const isSavedShipping = storedRecord<SavedShipping>({
  firstName: 'text',
  lastName: 'text',
  emailAddress: 'text',
  contactPhoneNumber: 'text',
  shippingAddress1: 'text',
  shippingAddress2: 'text',
  shippingCity: 'text',
  shippingState: 'text',
  state: 'text',
  shippingZipcode: 'text',
  dob: 'text',
  applicationId: 'text',
  ebbpTribalBenefitFlag: ['0', '1'],
  resellerCode: 'text',
});

/** The saved shipping / enrolment data (session `enrolmentData`). */
export const savedShippingAtom = atomWithStorage<SavedShipping | null>(
  'enrolmentData',
  null,
  jsonStorage(session, isSavedShipping),
  onInit,
);

/** The additional Tribal benefit asked for on the enhanced page, 'true' or 'false' (session `tribalBenefit`). */
export const tribalBenefitAtom = atomWithStorage<string | null>(
  'tribalBenefit',
  null,
  plainStorage(session),
  onInit,
);
