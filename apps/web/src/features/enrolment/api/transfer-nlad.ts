import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type Enrolment = components['schemas']['Enrolment'];

/** What a transfer sends: the enrolment's data without `acpCertInd` (spec 001 §7). */
export type TransferRequest =
  | { loggedIn: false; body: components['schemas']['NladTransferRequest'] }
  | { loggedIn: true; body: components['schemas']['SubscriberNladTransferRequest'] };

/** Transfers a benefit held with another carrier: the public call for a visitor, the subscriber call when logged in. */
export function transferNlad(client: CarrierClient, request: TransferRequest): Promise<Settled<Enrolment>> {
  return request.loggedIn
    ? settle(client.POST('/subscriber/nlad/transfer', { body: request.body }))
    : settle(client.POST('/public/nlad/transfer', { body: request.body }));
}
