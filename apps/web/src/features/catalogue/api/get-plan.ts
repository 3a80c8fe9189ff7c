import { type CarrierClient, type Settled, settle } from '@carrier/contracts';
import type { Plan } from '../../../lib/carrier/list-plans';

/** One plan by id; an unknown id is PLAN_NOT_FOUND. */
export function getPlan(client: CarrierClient, id: number): Promise<Settled<Plan>> {
  return settle(client.GET('/public/plan/{id}', { params: { path: { id } } }));
}
