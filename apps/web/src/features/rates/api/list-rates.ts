import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type Rate = components['schemas']['Rate'];

/** The international calling and texting rates, one per destination country. */
export function listRates(client: CarrierClient): Promise<Settled<Rate[]>> {
  return settle(client.GET('/public/rate'));
}
