import { isUnitedStates, PREPAID, roundCents, zipToState } from '@carrier/domain';
import type { Surcharge } from '../store/catalogue';
import type { Schemas } from '../store/schemas';
import type { World } from '../world';
import { type CheckoutRequest, orderPlanPricing } from './checkout';
import { type PriceList, priceListOf } from './price-list';

type CartItem = CheckoutRequest['items'][number];

/** One order line with the unit price it was charged at (the quote shows unit prices). */
export interface CartLine {
  item: CartItem;
  unitPrice: number;
  /** The line's name on the price quote. */
  quoteName: string;
}

/** What a quote prices and a purchase charges: the same cart, so the quote's total is what the checkout asks. */
export interface Cart {
  lines: CartLine[];
  shippingRate: number | null;
  surcharges: Pick<Surcharge, 'name' | 'percentage'>[];
}

/** A cart, or the catalogue outcome of an id the carrier does not sell. */
export type Priced<Value> = Value | { scenario: string };

/** Each id with how many times it was asked for, in first-seen order: the same id twice is two of it. */
function tally(ids: readonly number[]): [id: number, quantity: number][] {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts];
}

/** What `quantity` of an item at `unitPrice` comes to. */
const lineTotal = (unitPrice: number, quantity: number) => roundCents(unitPrice * quantity);

/** A plan line per plan pricing, and with each plan its SIM cards. */
function planLines(prices: PriceList, planPricingIds: readonly number[]): Priced<CartLine[]> {
  const lines: CartLine[] = [];
  for (const [id, quantity] of tally(planPricingIds)) {
    const priced = prices.plans.get(id);
    if (!priced) return { scenario: 'purchase.plan-pricing.not-found' };
    const { price, quoteName } = priced;
    // Each item is written out whole: a property added to a spread copy (`{ ...item, total }`) takes V8
    // microseconds, more than the rest of the quote.
    lines.push(
      {
        item: {
          type: 'plan',
          quantity,
          planPricing: orderPlanPricing(priced.pricing, priced.plan),
          total: lineTotal(price, quantity),
        },
        unitPrice: price,
        quoteName,
      },
      {
        item: {
          type: 'sim',
          quantity,
          sim: { planName: priced.plan.name },
          total: lineTotal(PREPAID.simPrice, quantity),
        },
        unitPrice: PREPAID.simPrice,
        quoteName: 'Sim',
      },
    );
  }
  return lines;
}

/** An add-on line per add-on; unknown, inactive and restricted add-ons are not for sale. */
function addOnLines(prices: PriceList, addOnPlanIds: readonly number[]): Priced<CartLine[]> {
  const lines: CartLine[] = [];
  for (const [id, quantity] of tally(addOnPlanIds)) {
    const priced = prices.addOns.get(id);
    if (!priced) return { scenario: 'purchase.add-on.not-found' };
    const { name, bandwidth, callMinutes, sms } = priced.addOn;
    lines.push({
      item: {
        type: 'addon_plan',
        quantity,
        addOnPlan: { name, bandwidth, callMinutes, sms },
        total: lineTotal(priced.price, quantity),
      },
      unitPrice: priced.price,
      quoteName: name,
    });
  }
  return lines;
}

/** Every surcharge without states, and those of the state a US zip code lies in (none abroad). */
function surchargesFor(world: World, usZipCode: string | undefined): Cart['surcharges'] {
  const state = usZipCode ? zipToState(usZipCode) : undefined;
  return world.state.catalogue.surcharges
    .filter((surcharge) => !surcharge.states || (state !== undefined && surcharge.states.includes(state)))
    .map(({ name, percentage }) => ({ name, percentage }));
}

/** The cart of a SIM purchase: plans with their SIMs, add-ons, shipping to the country, surcharges. */
export function simCart(world: World, request: Schemas['SimPriceRequest']): Priced<Cart> {
  const prices = priceListOf(world.state.catalogue);
  const plans = planLines(prices, request.planPricingIds);
  if ('scenario' in plans) return plans;
  const addOns = addOnLines(prices, request.addOnPlanIds);
  if ('scenario' in addOns) return addOns;
  const shippingRate = prices.shippingRates.get(request.shippingCountry);
  if (shippingRate === undefined) return { scenario: 'catalogue.shipping-rate.not-found' };
  return {
    lines: plans.concat(addOns),
    shippingRate,
    surcharges: surchargesFor(
      world,
      isUnitedStates(request.shippingCountry) ? request.shippingZipcode : undefined,
    ),
  };
}

/** The cart of an add-on purchase: the add-ons and the surcharges of the line's zip (no zip: outside the US). */
export function addOnCart(world: World, request: Schemas['AddOnPriceRequest']): Priced<Cart> {
  const addOns = addOnLines(priceListOf(world.state.catalogue), request.addOnPlanIds);
  if ('scenario' in addOns) return addOns;
  return {
    lines: addOns,
    shippingRate: null,
    surcharges: surchargesFor(world, request.zipCode),
  };
}
