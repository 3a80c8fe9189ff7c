import type { TokenClaims } from '../../auth/tokens';
import type { Cart, Priced } from '../../commerce/cart';
import { type CheckoutRequest, openCheckout } from '../../commerce/checkout';
import { customerOf, guestCustomer, subscriberOf } from '../../commerce/customer';
import { isKnownResellerCode } from '../../resellers/reseller-codes';
import type { Schemas } from '../../store/schemas';
import type { World } from '../../world';

/** Who buys: a guest by the e-mail given (with an optional reseller code), or the token's subscriber. */
export type Buyer = Pick<CheckoutRequest, 'ownerId' | 'customer'> & { resellerCode?: string };

export function guestBuyer(body: { emailAddress: string; resellerCode?: string }): Buyer {
  return { ownerId: null, customer: guestCustomer(body.emailAddress), resellerCode: body.resellerCode };
}

export function subscriberBuyer(world: World, auth: TokenClaims | null): Buyer | { scenario: string } {
  const account = subscriberOf(world, auth);
  return account
    ? { ownerId: account.id, customer: customerOf(account) }
    : { scenario: 'auth.token.unauthorized' };
}

/** The shipping fields of a SIM purchase, as the order's fulfillment keeps them. */
export function shippingOf(
  body: Schemas['SubscriberSimPurchaseRequest'],
): NonNullable<CheckoutRequest['shipping']> {
  return {
    shippingAddress1: body.shippingAddress1,
    shippingAddress2: body.shippingAddress2 ?? null,
    shippingCity: body.shippingCity,
    shippingState: body.shippingState,
    // Required by the purchase schemas; the generated type inherits the quote's optional field.
    shippingZipcode: body.shippingZipcode ?? '',
    shippingCountry: body.shippingCountry,
  };
}

/**
 * Opens the hosted checkout of a cart: ids are checked by the cart, then the reseller code, then the order,
 * its payment and the checkout session are created (201 with the url to send the browser to).
 */
export function checkoutCart(
  world: World,
  cart: Priced<Cart>,
  buyer: Buyer | { scenario: string },
  order: Pick<CheckoutRequest, 'type' | 'shipping' | 'session'>,
): { status: 201; body: Schemas['CheckoutSession'] } | { scenario: string } {
  if ('scenario' in cart) return cart;
  if ('scenario' in buyer) return buyer;
  if (buyer.resellerCode !== undefined && !isKnownResellerCode(world, buyer.resellerCode))
    return { scenario: 'activation.invalid-reseller-code' };
  const session = openCheckout(world, {
    ...order,
    ownerId: buyer.ownerId,
    customer: buyer.customer,
    items: cart.lines.map((line) => line.item),
    shippingRate: cart.shippingRate,
    surcharges: cart.surcharges,
  });
  return { status: 201, body: session };
}
