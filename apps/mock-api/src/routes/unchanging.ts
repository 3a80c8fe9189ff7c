import type { OperationId } from '@carrier/contracts/server';

/**
 * Carrier operations sent as POST, for their request bodies, that only compute an answer from the state: the
 * quotes and the reseller code check. Their replies do not wait for the state file (there is nothing to keep),
 * which a durable reply would otherwise find out by serialising the whole state.
 */
export const UNCHANGING_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'priceSim',
  'priceSubscriberSim',
  'priceAddOnPlans',
  'priceSubscriberAddOnPlans',
  'validateResellerCode',
]);
