import { addOnCart, type Cart, type Priced, simCart } from '../../commerce/cart';
import { quoteOf } from '../../commerce/quote';
import type { Handlers } from '../handler';
import { checkoutCart, guestBuyer, shippingOf, subscriberBuyer } from './checkout';

type PurchaseOperation =
  | 'purchaseAddOnPlans'
  | 'purchaseSubscriberAddOnPlans'
  | 'priceAddOnPlans'
  | 'priceSubscriberAddOnPlans'
  | 'purchaseSim'
  | 'purchaseSubscriberSim'
  | 'priceSim'
  | 'priceSubscriberSim';

function quoted(cart: Priced<Cart>) {
  return 'scenario' in cart ? cart : { status: 200 as const, body: quoteOf(cart) };
}

/**
 * Handlers of the purchase operations. A quote and a purchase price the same cart, so the checkout asks
 * exactly the quoted total. Subscribers buy as the token's account (its profile names the customer).
 */
export const purchaseHandlers: Handlers<PurchaseOperation> = {
  priceSim: ({ body, world }) => quoted(simCart(world, body)),
  priceSubscriberSim: ({ body, world }) => quoted(simCart(world, body)),
  priceAddOnPlans: ({ body, world }) => quoted(addOnCart(world, body)),
  priceSubscriberAddOnPlans: ({ body, world }) => quoted(addOnCart(world, body)),
  purchaseSim: ({ body, session, world }) =>
    checkoutCart(world, simCart(world, body), guestBuyer(body), {
      type: 'purchase',
      shipping: shippingOf(body),
      session,
    }),
  purchaseSubscriberSim: ({ body, auth, session, world }) =>
    checkoutCart(world, simCart(world, body), subscriberBuyer(world, auth), {
      type: 'purchase',
      shipping: shippingOf(body),
      session,
    }),
  purchaseAddOnPlans: ({ body, session, world }) =>
    checkoutCart(world, addOnCart(world, body), guestBuyer(body), {
      type: 'addon_purchase',
      shipping: null,
      session,
    }),
  purchaseSubscriberAddOnPlans: ({ body, auth, session, world }) =>
    checkoutCart(world, addOnCart(world, body), subscriberBuyer(world, auth), {
      type: 'addon_purchase',
      shipping: null,
      session,
    }),
};
