import type { Schemas } from './schemas';

/** What the carrier sells and where it ships: seeded, read by the catalogue operations. */
export interface CatalogueSlice {
  plans: Schemas['Plan'][];
  planPricings: Schemas['PlanPricing'][];
  addOnPlans: Schemas['AddOnPlan'][];
  rates: Schemas['Rate'][];
  shippingRates: Schemas['ShippingRate'][];
  devices: Schemas['Device'][];
  resellerCodes: string[];
  /** Surcharges applied to every purchase, as a percentage of the subtotal. */
  surcharges: { name: string; percentage: number }[];
}
