import { type Static, Type } from '@sinclair/typebox';
import { CarrierSchema, StateCodeSchema } from './schemas';

/** A surcharge, as a percentage of the subtotal; one naming states applies only to addresses in them. */
export const SurchargeSchema = Type.Object(
  {
    name: Type.String(),
    percentage: Type.Number(),
    /** The US states (by zip code) it applies to; absent for a surcharge on every purchase. */
    states: Type.Optional(Type.Array(StateCodeSchema)),
  },
  { additionalProperties: false },
);
export type Surcharge = Static<typeof SurchargeSchema>;

/** What the carrier sells and where it ships: seeded, read by the catalogue operations. */
export const CatalogueSliceSchema = Type.Object(
  {
    plans: Type.Array(CarrierSchema('Plan')),
    planPricings: Type.Array(CarrierSchema('PlanPricing')),
    addOnPlans: Type.Array(CarrierSchema('AddOnPlan')),
    rates: Type.Array(CarrierSchema('Rate')),
    shippingRates: Type.Array(CarrierSchema('ShippingRate')),
    devices: Type.Array(CarrierSchema('Device')),
    /** Codes of the resellers, upper case. */
    resellerCodes: Type.Array(Type.String()),
    surcharges: Type.Array(SurchargeSchema),
  },
  { additionalProperties: false },
);
export type CatalogueSlice = Static<typeof CatalogueSliceSchema>;
