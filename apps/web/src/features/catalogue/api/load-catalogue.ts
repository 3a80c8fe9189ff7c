import type { CarrierClient, Settled } from '@carrier/contracts';
import { type AddOnPlan, listAddOnPlans } from '../../../lib/carrier/list-add-on-plans';
import { listPlans, type Plan } from '../../../lib/carrier/list-plans';
import { listPlanPricings, type PlanPricing } from './list-plan-pricings';

export interface Catalogue {
  plans: Plan[];
  pricings: PlanPricing[];
  addons: AddOnPlan[];
}

/**
 * Plans, pricings and (when asked) add-ons together; the first failure stands for all (the three list operations
 * answer only the codes every operation shares, so a page words it as `listPlans`).
 */
export async function loadCatalogue(
  client: CarrierClient,
  { withAddons = false }: { withAddons?: boolean } = {},
): Promise<Settled<Catalogue>> {
  const [plans, pricings, addons] = await Promise.all([
    listPlans(client),
    listPlanPricings(client),
    withAddons ? listAddOnPlans(client) : Promise.resolve<Settled<AddOnPlan[]>>({ data: [] }),
  ]);
  if (plans.error) return { error: plans.error };
  if (pricings.error) return { error: pricings.error };
  if (addons.error) return { error: addons.error };
  return { data: { plans: plans.data, pricings: pricings.data, addons: addons.data } };
}
