import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type PlanPricing = components['schemas']['PlanPricing'];

/** Plan pricings (one per plan length), of one plan when `planId` is given. */
export function listPlanPricings(client: CarrierClient, planId?: number): Promise<Settled<PlanPricing[]>> {
  return settle(
    client.GET('/public/plan_pricing', { params: { query: planId === undefined ? {} : { planId } } }),
  );
}
