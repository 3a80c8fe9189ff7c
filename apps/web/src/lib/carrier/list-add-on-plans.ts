import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type AddOnPlan = components['schemas']['AddOnPlan'];

/** The active add-on plans (spec 000 §7: `isActive=true`): the catalogue's add-ons and the coverage page's data upgrades. */
export function listAddOnPlans(client: CarrierClient): Promise<Settled<AddOnPlan[]>> {
  return settle(client.GET('/public/add-on_plan', { params: { query: { isActive: true } } }));
}
