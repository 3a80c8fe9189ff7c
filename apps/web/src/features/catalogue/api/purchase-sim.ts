import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type SimPurchaseRequest = components['schemas']['SimPurchaseRequest'];
export type SubscriberSimPurchaseRequest = components['schemas']['SubscriberSimPurchaseRequest'];
export type CheckoutSession = components['schemas']['CheckoutSession'];

/** Buys a SIM: a guest with an e-mail by the public path, a subscriber by the token. Answers the checkout url. */
export function purchaseSim(
  client: CarrierClient,
  purchase:
    | { loggedIn: true; body: SubscriberSimPurchaseRequest }
    | { loggedIn: false; body: SimPurchaseRequest },
): Promise<Settled<CheckoutSession>> {
  return settle(
    purchase.loggedIn
      ? client.POST('/subscriber/sim/purchase', { body: purchase.body })
      : client.POST('/public/sim/purchase', { body: purchase.body }),
  );
}
