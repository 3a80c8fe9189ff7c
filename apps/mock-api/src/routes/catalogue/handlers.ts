import type { QueryParams } from '@carrier/contracts/server';
import type { Schemas } from '../../store/schemas';
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

type DeviceFilter = QueryParams<'listDevices'>;

/** A device passes every filter given: flags equal, the name or model number containing the text. */
function deviceMatches(device: Schemas['Device'], filter: DeviceFilter): boolean {
  const text = filter.deviceModelName?.toLowerCase();
  return (
    (text === undefined ||
      device.name.toLowerCase().includes(text) ||
      device.modelNumber.toLowerCase().includes(text)) &&
    (filter.isACPOnly === undefined || device.isACPOnly === filter.isACPOnly) &&
    (filter.isActive === undefined || device.isActive === filter.isActive) &&
    (filter.haveSimCardSlot === undefined || device.haveSimCardSlot === filter.haveSimCardSlot)
  );
}

/**
 * Handlers of the catalogue operations: reads of the seeded catalogue. Restricted add-ons are listed: they are
 * the carrier's data, and hiding them is the web's rule (spec 000 §3).
 */
export const catalogueHandlers: Handlers<CatalogueOperation> = {
  listPlans: ({ world }) => ({ status: 200, body: world.state.catalogue.plans }),
  getPlan: ({ params, world }) => {
    const plan = world.state.catalogue.plans.find((candidate) => candidate.id === params.id);
    return plan ? { status: 200, body: plan } : { scenario: 'catalogue.plan.not-found' };
  },
  listPlanPricings: ({ query, world }) => {
    const { plans, planPricings } = world.state.catalogue;
    if (query.planId === undefined) return { status: 200, body: planPricings };
    if (!plans.some((plan) => plan.id === query.planId)) return { scenario: 'catalogue.plan.not-found' };
    return { status: 200, body: planPricings.filter((pricing) => pricing.planId === query.planId) };
  },
  getPlanPricing: ({ params, world }) => {
    const pricing = world.state.catalogue.planPricings.find((candidate) => candidate.id === params.id);
    return pricing ? { status: 200, body: pricing } : { scenario: 'catalogue.plan-pricing.not-found' };
  },
  listRates: ({ world }) => ({ status: 200, body: world.state.catalogue.rates }),
  getRate: ({ params, world }) => {
    const rate = world.state.catalogue.rates.find((candidate) => candidate.country === params.country);
    return rate ? { status: 200, body: rate } : { scenario: 'catalogue.rate.not-found' };
  },
  listShippingRates: ({ world }) => ({ status: 200, body: world.state.catalogue.shippingRates }),
  getShippingRate: ({ params, world }) => {
    const rate = world.state.catalogue.shippingRates.find(
      (candidate) => candidate.country === params.country,
    );
    return rate ? { status: 200, body: rate } : { scenario: 'catalogue.shipping-rate.not-found' };
  },
  listAddOnPlans: ({ query, world }) => ({
    status: 200,
    body: world.state.catalogue.addOnPlans.filter(
      (addOn) => query.isActive === undefined || addOn.isActive === query.isActive,
    ),
  }),
  listDevices: ({ query, world }) => ({
    status: 200,
    body: world.state.catalogue.devices.filter((device) => deviceMatches(device, query)),
  }),
  getDevice: ({ params, world }) => {
    const device = world.state.catalogue.devices.find((candidate) => candidate.id === params.id);
    return device ? { status: 200, body: device } : { scenario: 'catalogue.device.not-found' };
  },
};
