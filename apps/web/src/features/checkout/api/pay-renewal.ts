import { type CarrierClient, type Settled, settle } from '@carrier/contracts';
import type { CheckoutSession } from './checkout-session';

/** Opens the hosted checkout of a due renewal; answers the url to send the browser to. */
export function payRenewal(client: CarrierClient, uuid: string): Promise<Settled<CheckoutSession>> {
  return settle(client.POST('/public/renewal/{uuid}/pay', { params: { path: { uuid } } }));
}
