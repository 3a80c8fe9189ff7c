import type { Handlers } from '../handler';

type CatalogueOperation =
  | 'listPlans'
  | 'getPlan'
  | 'listPlanPricings'
  | 'getPlanPricing'
  | 'listRates'
  | 'getRate'
  | 'listShippingRates'
  | 'getShippingRate'
  | 'listAddOnPlans'
  | 'listDevices'
  | 'getDevice';

/** Handlers of the catalogue operations. */
export const catalogueHandlers: Handlers<CatalogueOperation> = {
  listPlans: () => {
    throw new Error('listPlans is not implemented yet');
  },
  getPlan: () => {
    throw new Error('getPlan is not implemented yet');
  },
  listPlanPricings: () => {
    throw new Error('listPlanPricings is not implemented yet');
  },
  getPlanPricing: () => {
    throw new Error('getPlanPricing is not implemented yet');
  },
  listRates: () => {
    throw new Error('listRates is not implemented yet');
  },
  getRate: () => {
    throw new Error('getRate is not implemented yet');
  },
  listShippingRates: () => {
    throw new Error('listShippingRates is not implemented yet');
  },
  getShippingRate: () => {
    throw new Error('getShippingRate is not implemented yet');
  },
  listAddOnPlans: () => {
    throw new Error('listAddOnPlans is not implemented yet');
  },
  listDevices: () => {
    throw new Error('listDevices is not implemented yet');
  },
  getDevice: () => {
    throw new Error('getDevice is not implemented yet');
  },
};
