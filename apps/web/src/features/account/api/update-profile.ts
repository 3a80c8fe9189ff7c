import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type ProfileChanges = components['schemas']['ProfileUpdateRequest'];
type Profile = components['schemas']['SubscriberProfile'];

/** Changes the fields sent and answers the whole updated profile. */
export function updateProfile(client: CarrierClient, body: ProfileChanges): Promise<Settled<Profile>> {
  return settle(client.PATCH('/subscriber/profile', { body }));
}
