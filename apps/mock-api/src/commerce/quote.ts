import type { Schemas } from '../store/schemas';
import type { Cart } from './cart';
import { orderTotals } from './checkout';

/** The SIM cards of every plan line make one 'Sim' line, as the web reads it (spec 000 §3). */
function simLine(cart: Cart): Schemas['PriceQuoteItem'][] {
  const sims = cart.lines.filter((line) => line.item.type === 'sim');
  const quantity = sims.reduce((sum, line) => sum + line.item.quantity, 0);
  const [first] = sims;
  return first ? [{ name: first.quoteName, price: first.unitPrice, quantity }] : [];
}

/**
 * The price quote of a cart: plan and add-on lines, 'Sim', 'Shipping' and one 'Surcharge (…)' line per surcharge,
 * totalled as the checkout totals the order.
 */
export function quoteOf(cart: Cart): Schemas['PriceQuote'] {
  const { orderSurcharges, total } = orderTotals({
    items: cart.lines.map((line) => line.item),
    shippingRate: cart.shippingRate,
    surcharges: cart.surcharges,
  });
  return {
    items: [
      ...cart.lines
        .filter((line) => line.item.type !== 'sim')
        .map((line) => ({ name: line.quoteName, price: line.unitPrice, quantity: line.item.quantity })),
      ...simLine(cart),
      ...(cart.shippingRate === null ? [] : [{ name: 'Shipping', price: cart.shippingRate, quantity: 1 }]),
      ...orderSurcharges.map((surcharge) => ({
        name: `Surcharge (${surcharge.name}, ${surcharge.percentage}%)`,
        price: surcharge.value,
        quantity: 1,
      })),
    ],
    total,
    message: 'Price calculated',
  };
}
