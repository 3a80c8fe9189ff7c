import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type TribalRequest = components['schemas']['TribalConfirmationRequest'];
type TribalConfirmation = components['schemas']['TribalConfirmation'];

/** Checks the tribal id and the applicant's location against Tribal lands ('Confirm Tribal Qualification'). */
export function confirmTribalStatus(
  client: CarrierClient,
  body: TribalRequest,
): Promise<Settled<TribalConfirmation>> {
  return settle(client.POST('/public/acp/tribal-confirmation', { body }));
}
