import type { Schemas } from '../store/schemas';
import type { Cart } from './cart';
import { orderTotals } from './checkout';

/**
 * The price quote of a cart: plan and add-on lines, one 'Sim' line for the SIM cards of every plan line (as the web
 * reads it, spec 000 §3), 'Shipping' and one 'Surcharge (…)' line per surcharge, totalled as the checkout totals
 * the order.
 */
export function quoteOf(cart: Cart): Schemas['PriceQuote'] {
  const items: Schemas['PriceQuoteItem'][] = [];
  let sim: Schemas['PriceQuoteItem'] | undefined;
  const orderItems: Cart['lines'][number]['item'][] = [];
  for (const { item, quoteName, unitPrice } of cart.lines) {
    orderItems.push(item);
    if (item.type !== 'sim') items.push({ name: quoteName, price: unitPrice, quantity: item.quantity });
    else if (sim) sim.quantity += item.quantity;
    else sim = { name: quoteName, price: unitPrice, quantity: item.quantity };
  }
  if (sim) items.push(sim);
  const { shippingRate, surcharges } = cart;
  if (shippingRate !== null) items.push({ name: 'Shipping', price: shippingRate, quantity: 1 });
  const { orderSurcharges, total } = orderTotals({ items: orderItems, shippingRate, surcharges });
  for (const { name, percentage, value } of orderSurcharges)
    items.push({ name: `Surcharge (${name}, ${percentage}%)`, price: value, quantity: 1 });
  return { items, total, message: 'Price calculated' };
}
