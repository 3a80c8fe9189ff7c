import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type Enrolment = components['schemas']['Enrolment'];

/** What an enrolment sends: a guest's shipping data, or a subscriber's payload (spec 001 §3). */
export type EnrolmentRequest =
  | { loggedIn: false; body: components['schemas']['NladEnrollmentRequest'] }
  | { loggedIn: true; body: components['schemas']['SubscriberNladEnrollmentRequest'] };

/** Enrols the approved applicant in NLAD: the public call for a visitor, the subscriber call when logged in. */
export function enrollNlad(client: CarrierClient, request: EnrolmentRequest): Promise<Settled<Enrolment>> {
  return request.loggedIn
    ? settle(client.POST('/subscriber/nlad/enroll', { body: request.body }))
    : settle(client.POST('/public/nlad/enroll', { body: request.body }));
}
