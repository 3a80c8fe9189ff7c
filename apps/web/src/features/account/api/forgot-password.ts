import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type Sent = components['schemas']['MessageResponse'];

/** Has the carrier e-mail a subscriber a password reset link. */
export function forgotPassword(client: CarrierClient, email: string): Promise<Settled<Sent>> {
  return settle(client.POST('/public/auth/forgot_password', { body: { email } }));
}
