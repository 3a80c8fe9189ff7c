import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type Verified = components['schemas']['MessageResponse'];

/** Verifies a subscriber's e-mail with the code the carrier e-mailed. */
export function verifyEmail(client: CarrierClient, email: string, code: string): Promise<Settled<Verified>> {
  return settle(client.POST('/public/auth/verify/{email}', { params: { path: { email } }, body: { code } }));
}
