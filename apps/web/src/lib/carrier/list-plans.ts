import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type Plan = components['schemas']['Plan'];

/** Every plan of the catalogue (all types): the plan pages, and the enhanced and eligible pages' figures. */
export function listPlans(client: CarrierClient): Promise<Settled<Plan[]>> {
  return settle(client.GET('/public/plan'));
}
