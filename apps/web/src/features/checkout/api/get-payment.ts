import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type Payment = components['schemas']['Payment'];

/** A payment and its order, by the public id the hosted checkout returned with (`pay_…`). */
export function getPayment(client: CarrierClient, id: string): Promise<Settled<Payment>> {
  return settle(client.GET('/public/payment/{id}', { params: { path: { id } } }));
}
