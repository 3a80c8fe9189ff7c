import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type WaitlistRequest = components['schemas']['WaitlistRequest'];
type Joined = components['schemas']['MessageResponse'];

/** Puts an e-mail on the waitlist of a state the benefit does not cover yet (the sorry page). */
export function joinWaitlist(client: CarrierClient, request: WaitlistRequest): Promise<Settled<Joined>> {
  return settle(client.POST('/public/acp/waitlist', { body: request }));
}
