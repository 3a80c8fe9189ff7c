import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

type Plan = components['schemas']['Plan'];

/** Every plan of the catalogue (the enhanced and eligible pages show the catalogue's figures). */
export function listPlans(client: CarrierClient): Promise<Settled<Plan[]>> {
  return settle(client.GET('/public/plan'));
}
