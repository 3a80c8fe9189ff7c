import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type Profile = components['schemas']['SubscriberProfile'];

/** The logged-in subscriber's profile (the client sends the stored token). */
export function getProfile(client: CarrierClient): Promise<Settled<Profile>> {
  return settle(client.GET('/subscriber/profile'));
}
