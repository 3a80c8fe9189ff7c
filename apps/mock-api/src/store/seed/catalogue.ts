import type { CatalogueSlice } from '../catalogue';

/** The seed catalogue (DESIGN.md: plan figures come from here, never hard-coded in pages). */
export function seedCatalogue(): CatalogueSlice {
  return {
    plans: [],
    planPricings: [],
    addOnPlans: [],
    rates: [],
    shippingRates: [],
    devices: [],
    resellerCodes: [],
    surcharges: [],
  };
}
