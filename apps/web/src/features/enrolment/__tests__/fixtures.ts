import type { components } from '@carrier/contracts';
import type { createStore } from 'jotai';
import { applicationIdAtom, personalDataAtom } from '../../../lib/state/benefit';

type Enrolment = components['schemas']['Enrolment'];

/** What the wizard stored for Maria Lopez (the personal-data cookie and the application id). */
export function seedApplicant(store: ReturnType<typeof createStore>) {
  store.set(personalDataAtom, {
    firstName: 'Maria',
    lastName: 'Lopez',
    dob: '1990-05-17',
    ssn4: '4821',
    contactEmail: 'maria.lopez@example.com',
    contactPhoneNumber: '2125550143',
    address: '350 Fifth Avenue',
    city: 'New York',
    state: 'NY',
    zipCode: '10118',
    applicationId: 'A24-000123',
  });
  store.set(applicationIdAtom, 'A24-000123');
}

/** Her saved shipping data (mm/dd/yyyy date of birth), as an enrolment answering DUPLICATE saves it. */
export const SAVED_SHIPPING = {
  firstName: 'Maria',
  lastName: 'Lopez',
  emailAddress: 'maria.lopez@example.com',
  contactPhoneNumber: '2125550143',
  shippingAddress1: '350 Fifth Avenue',
  shippingAddress2: '',
  shippingCity: 'New York',
  shippingState: 'NY',
  shippingZipcode: '10118',
  dob: '05/17/1990',
  applicationId: 'A24-000123',
  ebbpTribalBenefitFlag: '0',
} as const;

/** An enrolment without a device. */
export const ENROLLED: Enrolment = {
  nladSubscriberId: 'NL00000AB',
  subscriberId: 1043,
  applicationId: 'A24-000123',
  orderId: null,
  publicOrderId: null,
  fulfillmentId: null,
  isEligibleForDevice: true,
  message: 'Enrolment submitted',
};

/** A carrier error as the client settles it. */
export function carrierFailure(
  status: number,
  code: string,
  message: string,
  extra: { failureType?: string; fieldErrors?: { field?: string; message: string }[] } = {},
) {
  return { error: { status, code, message, fieldErrors: extra.fieldErrors ?? [], ...extra } };
}
