import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type SimPriceRequest = components['schemas']['SimPriceRequest'];
export type PriceQuote = components['schemas']['PriceQuote'];

/** The price quote of a SIM with plan pricings and add-ons, by the public or the subscriber path. */
export function priceSim(
  client: CarrierClient,
  body: SimPriceRequest,
  loggedIn: boolean,
): Promise<Settled<PriceQuote>> {
  return settle(
    loggedIn
      ? client.POST('/subscriber/sim/purchase/price', { body })
      : client.POST('/public/sim/purchase/price', { body }),
  );
}
