import { isUnitedStates } from '../reference/countries';
import { isBlank, isZip, type Text } from '../validation/rules';
import { roundCents } from './money';

/** One line of a price quote. */
export interface QuoteItem {
  name: string;
  price: number;
  quantity: number;
}

/** A price quote as the carrier answers it; a message means no quote. */
export interface PriceQuote {
  items?: readonly QuoteItem[] | null;
  total?: number | null;
  message?: string | null;
}

/** The plan summary's fee lines: `simPlan + sim × simQuantity + shipping + surcharge` is the total. */
export interface PurchaseBreakdown {
  /** The plan lines and the add-on lines bought with them, summed (price × quantity). */
  simPlan: number;
  /** How many plan and add-on packs those lines hold. */
  simPlanQuantity: number;
  sim: number;
  simQuantity: number;
  shipping: number;
  surcharge: number;
  /** null while there is no quote: Buy stays disabled. */
  total: number | null;
}

/** The fee line an item feeds, by name: 'Surcharge', then 'Shipping', then 'Sim'; else the plan (or its add-ons). */
export function quoteItemKind(item: Pick<QuoteItem, 'name'>): 'surcharge' | 'shipping' | 'sim' | 'plan' {
  if (item.name.includes('Surcharge')) return 'surcharge';
  if (item.name.includes('Shipping')) return 'shipping';
  if (item.name.includes('Sim')) return 'sim';
  return 'plan';
}

/** The fee lines of a quote: plans with their add-ons, SIM price and quantity, shipping, surcharges summed, total. */
export function purchaseBreakdown(quote: PriceQuote | null | undefined): PurchaseBreakdown {
  const breakdown: PurchaseBreakdown = {
    simPlan: 0,
    simPlanQuantity: 0,
    sim: 0,
    simQuantity: 0,
    shipping: 0,
    surcharge: 0,
    total: quote?.total ?? null,
  };
  for (const item of quote?.items ?? []) {
    const kind = quoteItemKind(item);
    if (kind === 'surcharge') breakdown.surcharge = roundCents(breakdown.surcharge + item.price);
    if (kind === 'shipping') breakdown.shipping = item.price;
    if (kind === 'sim') Object.assign(breakdown, { sim: item.price, simQuantity: item.quantity });
    if (kind === 'plan')
      Object.assign(breakdown, {
        simPlan: roundCents(breakdown.simPlan + item.price * item.quantity),
        simPlanQuantity: breakdown.simPlanQuantity + item.quantity,
      });
  }
  return breakdown;
}

/** A quote needs a country, and for the United States a 5-digit zip: an unfilled US zip clears the quote. */
export function canQuote(address: { country: Text; zipCode: Text }): boolean {
  return !isBlank(address.country) && (!isUnitedStates(address.country) || isZip(address.zipCode));
}
