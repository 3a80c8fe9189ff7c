import type { Schemas } from '../schemas';

/** Renewals due for the demo subscriber, reachable at /public/renew/:uuid on the web. */
export function seedRenewals(): Schemas['Renewal'][] {
  return [];
}
