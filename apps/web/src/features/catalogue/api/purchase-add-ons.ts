import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';
import type { CheckoutSession } from './purchase-sim';

export type AddOnPurchaseRequest = components['schemas']['AddOnPurchaseRequest'];
export type SubscriberAddOnPurchaseRequest = components['schemas']['SubscriberAddOnPurchaseRequest'];

/** Buys add-ons: a guest with an e-mail by the public path, a subscriber by the token. Answers the checkout url. */
export function purchaseAddOns(
  client: CarrierClient,
  purchase:
    | { loggedIn: true; body: SubscriberAddOnPurchaseRequest }
    | { loggedIn: false; body: AddOnPurchaseRequest },
): Promise<Settled<CheckoutSession>> {
  return settle(
    purchase.loggedIn
      ? client.POST('/subscriber/add-on_plans/purchase', { body: purchase.body })
      : client.POST('/public/add-on_plan/purchase', { body: purchase.body }),
  );
}
