import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type Order = components['schemas']['Order'];

/** An order by its unguessable public id, with its fulfillment id (the enrolment's completion page, the order status check). */
export function getOrder(client: CarrierClient, id: string): Promise<Settled<Order>> {
  return settle(client.GET('/public/order/{id}', { params: { path: { id } } }));
}
