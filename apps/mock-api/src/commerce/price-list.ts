import { effectivePrice } from '@carrier/domain';
import type { CatalogueSlice } from '../store/catalogue';
import type { Schemas } from '../store/schemas';
import { orderPlanPricing, planLineName } from './checkout';

/** A plan pricing for sale, with its plan, the price it is charged at and its line's name on a quote. */
interface PlanPrice {
  pricing: Schemas['PlanPricing'];
  plan: Schemas['Plan'];
  price: number;
  quoteName: string;
}

/** An add-on for sale (active, not restricted) and the price it is charged at. */
interface AddOnPrice {
  addOn: Schemas['AddOnPlan'];
  price: number;
}

/** What a quote and a purchase look up in the catalogue, by id and by country. */
export interface PriceList {
  plans: ReadonlyMap<number, PlanPrice>;
  addOns: ReadonlyMap<number, AddOnPrice>;
  shippingRates: ReadonlyMap<string, number>;
}

/** The first of each key, as a look through the list would find it. */
function byFirst<Item, Key>(items: readonly Item[], key: (item: Item) => Key): Map<Key, Item> {
  const found = new Map<Key, Item>();
  for (const item of items) if (!found.has(key(item))) found.set(key(item), item);
  return found;
}

function indexCatalogue(catalogue: CatalogueSlice): PriceList {
  const plansById = byFirst(catalogue.plans, (plan) => plan.id);
  const plans = new Map<number, PlanPrice>();
  for (const pricing of byFirst(catalogue.planPricings, (candidate) => candidate.id).values()) {
    const plan = plansById.get(pricing.planId);
    if (!plan) continue;
    const quoteName = planLineName(orderPlanPricing(pricing, plan));
    plans.set(pricing.id, { pricing, plan, price: effectivePrice(pricing), quoteName });
  }
  const addOns = new Map<number, AddOnPrice>();
  for (const addOn of byFirst(catalogue.addOnPlans, (candidate) => candidate.id).values())
    if (addOn.isActive && addOn.type !== 'restricted')
      addOns.set(addOn.id, { addOn, price: effectivePrice(addOn) });
  const shippingRates = new Map<string, number>();
  for (const { country, rate } of catalogue.shippingRates)
    if (!shippingRates.has(country)) shippingRates.set(country, rate);
  return { plans, addOns, shippingRates };
}

const lists = new WeakMap<CatalogueSlice, PriceList>();

/**
 * The catalogue's prices, indexed once per catalogue, as a real carrier keeps its price list: the mock replaces
 * the catalogue whole (seed, reset, restore, a state file loaded) and never edits it in place (json-once.ts), so
 * a changed catalogue is a new object and is indexed anew. A quote looks its lines up instead of searching lists
 * and writing names again on every request.
 */
export function priceListOf(catalogue: CatalogueSlice): PriceList {
  let list = lists.get(catalogue);
  if (list === undefined) {
    list = indexCatalogue(catalogue);
    lists.set(catalogue, list);
  }
  return list;
}
