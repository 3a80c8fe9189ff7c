import { messages } from '@carrier/domain';
import type { EnrolmentRecord } from '../benefit';
import { householdOf, personOf } from '../nlad-keys';

/** A guest's enrolment without a device: its device benefit is still to be claimed. */
function guestEnrolment(
  nladSubscriberId: string,
  subscriberId: number,
  applicationId: string,
  person: { firstName: string; lastName: string; dob: string },
  address: { shippingAddress1: string; shippingZipcode: string },
): EnrolmentRecord {
  return {
    enrolment: {
      nladSubscriberId,
      subscriberId,
      applicationId,
      orderId: null,
      publicOrderId: null,
      fulfillmentId: null,
      isEligibleForDevice: true,
      message: messages['enrolment.submitted'],
    },
    transfer: false,
    ownerId: null,
    person: personOf(person, person.dob),
    household: householdOf(address),
    claimedDeviceId: null,
  };
}

/**
 * Two applicants enrolled as guests, device benefit unclaimed, owned by no account (README): the document's device
 * claim examples. NL7F3K9Q2 (Grace Kim, New York, application B61734-20458) is the public claim's;
 * NL2B8D4M6 (Luis Ortega, Miami, application B70318-44219) the subscriber claim's, which links it to the demo
 * subscriber. Neither is the person or household of the enrolment and transfer examples, which stay no duplicate.
 */
export function seedEnrolments(): EnrolmentRecord[] {
  return [
    guestEnrolment(
      'NL7F3K9Q2',
      601,
      'B61734-20458',
      { firstName: 'Grace', lastName: 'Kim', dob: '1992-09-14' },
      { shippingAddress1: '77 Water Street', shippingZipcode: '10005' },
    ),
    guestEnrolment(
      'NL2B8D4M6',
      611,
      'B70318-44219',
      { firstName: 'Luis', lastName: 'Ortega', dob: '1975-02-11' },
      { shippingAddress1: '2450 Biscayne Boulevard', shippingZipcode: '33137' },
    ),
  ];
}
