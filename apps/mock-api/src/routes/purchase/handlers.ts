import type { Handlers } from '../handler';

type PurchaseOperation =
  | 'purchaseAddOnPlans'
  | 'purchaseSubscriberAddOnPlans'
  | 'priceAddOnPlans'
  | 'priceSubscriberAddOnPlans'
  | 'purchaseSim'
  | 'purchaseSubscriberSim'
  | 'priceSim'
  | 'priceSubscriberSim';

/** Handlers of the purchase operations. */
export const purchaseHandlers: Handlers<PurchaseOperation> = {
  purchaseAddOnPlans: () => {
    throw new Error('purchaseAddOnPlans is not implemented yet');
  },
  purchaseSubscriberAddOnPlans: () => {
    throw new Error('purchaseSubscriberAddOnPlans is not implemented yet');
  },
  priceAddOnPlans: () => {
    throw new Error('priceAddOnPlans is not implemented yet');
  },
  priceSubscriberAddOnPlans: () => {
    throw new Error('priceSubscriberAddOnPlans is not implemented yet');
  },
  purchaseSim: () => {
    throw new Error('purchaseSim is not implemented yet');
  },
  purchaseSubscriberSim: () => {
    throw new Error('purchaseSubscriberSim is not implemented yet');
  },
  priceSim: () => {
    throw new Error('priceSim is not implemented yet');
  },
  priceSubscriberSim: () => {
    throw new Error('priceSubscriberSim is not implemented yet');
  },
};
