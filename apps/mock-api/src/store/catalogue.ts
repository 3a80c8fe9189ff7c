import type { StateCode } from '@carrier/domain';
import type { Schemas } from './schemas';

/** A surcharge, as a percentage of the subtotal; one named states applies only to addresses in them. */
export interface Surcharge {
  name: string;
  percentage: number;
  /** The US states (by zip code) it applies to; absent for a surcharge on every purchase. */
  states?: StateCode[];
}

/** What the carrier sells and where it ships: seeded, read by the catalogue operations. */
export interface CatalogueSlice {
  plans: Schemas['Plan'][];
  planPricings: Schemas['PlanPricing'][];
  addOnPlans: Schemas['AddOnPlan'][];
  rates: Schemas['Rate'][];
  shippingRates: Schemas['ShippingRate'][];
  devices: Schemas['Device'][];
  /** Codes of the resellers, upper case. */
  resellerCodes: string[];
  surcharges: Surcharge[];
}
