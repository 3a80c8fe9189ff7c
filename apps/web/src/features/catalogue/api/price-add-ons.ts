import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';
import type { PriceQuote } from './price-sim';

export type AddOnPriceRequest = components['schemas']['AddOnPriceRequest'];

/** The price quote of add-ons (no zip: an address outside the United States), public or subscriber path. */
export function priceAddOns(
  client: CarrierClient,
  body: AddOnPriceRequest,
  loggedIn: boolean,
): Promise<Settled<PriceQuote>> {
  return settle(
    loggedIn
      ? client.POST('/subscriber/add-on_plans/purchase/price', { body })
      : client.POST('/public/add-on_plan/purchase/price', { body }),
  );
}
