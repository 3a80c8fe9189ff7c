import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type Sent = components['schemas']['MessageResponse'];

/** Has the carrier e-mail a new verification code (the previous one stops working). */
export function resendCode(client: CarrierClient, email: string): Promise<Settled<Sent>> {
  return settle(client.POST('/public/auth/verify/{email}/resend_code', { params: { path: { email } } }));
}
