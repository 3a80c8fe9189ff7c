import { atomWithStorage } from 'jotai/utils';
import { sitePath } from './return-to';
import { jsonStorage, session } from './state/browser-storage';
import { isJsonObject } from './state/stored-record';

/**
 * The cart a purchase took to the hosted checkout (W-14): the summary page it was bought on (plan, price and add-on
 * are in its query), what the delivery form held, and the payment the checkout opened. The payment result of a
 * declined or canceled payment leads back to that page, and the page starts from what the form held.
 */
export interface SavedCart {
  /** The public id of the payment the checkout opened (`pay_…`). */
  paymentId: string;
  /** The summary page, with its query. */
  path: string;
  delivery: Record<string, string>;
}

/** A saved cart as stored: its ids as text and the delivery form's fields, each text. */
function isSavedCart(value: unknown): value is SavedCart {
  return (
    isJsonObject(value) &&
    typeof value.paymentId === 'string' &&
    typeof value.path === 'string' &&
    isJsonObject(value.delivery) &&
    Object.values(value.delivery).every((field) => typeof field === 'string')
  );
}

/** Kept for the tab (session `cart`): the hosted checkout returns in the tab that opened it. */
export const savedCartAtom = atomWithStorage<SavedCart | null>(
  'cart',
  null,
  jsonStorage(session, isSavedCart),
  {
    getOnInit: true,
  },
);

/** The way back to the cart of this payment: its page, when the tab saved one and it is a page of this site. */
export function cartPathOf(cart: SavedCart | null, paymentId: string): string | undefined {
  return cart?.paymentId === paymentId ? (sitePath(cart.path) ?? undefined) : undefined;
}

/** The form's starting values: what the saved cart of this very page held for its fields, else `initial`. */
export function savedDelivery<Field extends string>(
  cart: SavedCart | null,
  path: string,
  initial: Record<Field, string>,
): Record<Field, string> {
  const values = { ...initial };
  if (cart?.path !== path) return values;
  for (const field in values) {
    const saved = cart.delivery[field];
    if (typeof saved === 'string') values[field] = saved;
  }
  return values;
}
