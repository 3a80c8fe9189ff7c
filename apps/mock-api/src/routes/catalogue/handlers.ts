import type { QueryParams } from '@carrier/contracts/server';
import type { Schemas } from '../../store/schemas';
import { SPANISH_CATALOGUE } from '../../store/seed/catalogue-spanish';
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
type Language = QueryParams<'listPlans'>['lang'];

/** The Spanish of each catalogue list asked for, made once per list: the lists are never edited in place. */
const inSpanish = new WeakMap<object[], object[]>();

/** A catalogue item as named in the language asked: the Spanish of its seed wording, else as stored (English). */
function inLanguage<T extends { id: number; name: string }>(
  items: T[],
  kind: keyof typeof SPANISH_CATALOGUE,
  language: Language,
): T[] {
  if (language !== 'es') return items;
  let translated = inSpanish.get(items) as T[] | undefined;
  if (!translated) {
    translated = items.map((item) => ({ ...item, ...SPANISH_CATALOGUE[kind][item.id] }));
    inSpanish.set(items, translated);
  }
  return translated;
}

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
 * Handlers of the catalogue operations: reads of the seeded catalogue, named in the language of `lang`. The
 * catalogue is replaced whole, never edited in place: their replies are written once per object (`jsonOnce`).
 * Restricted add-ons are listed: they are the carrier's data, and hiding them is the web's rule (spec 000 §3).
 */
export const catalogueHandlers: Handlers<CatalogueOperation> = {
  listPlans: ({ query, world }) => ({
    status: 200,
    body: inLanguage(world.state.catalogue.plans, 'plans', query.lang),
  }),
  getPlan: ({ params, query, world }) => {
    const plans = inLanguage(world.state.catalogue.plans, 'plans', query.lang);
    const plan = plans.find((candidate) => candidate.id === params.id);
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
    body: inLanguage(world.state.catalogue.addOnPlans, 'addOnPlans', query.lang).filter(
      (addOn) => query.isActive === undefined || addOn.isActive === query.isActive,
    ),
  }),
  listDevices: ({ query, world }) => ({
    status: 200,
    body: inLanguage(world.state.catalogue.devices, 'devices', query.lang).filter((device) =>
      deviceMatches(device, query),
    ),
  }),
  getDevice: ({ params, query, world }) => {
    const devices = inLanguage(world.state.catalogue.devices, 'devices', query.lang);
    const device = devices.find((candidate) => candidate.id === params.id);
    return device ? { status: 200, body: device } : { scenario: 'catalogue.device.not-found' };
  },
};

/** The catalogue's operations, whose reply bodies never change while they exist. */
export const CATALOGUE_READS: ReadonlySet<string> = new Set(Object.keys(catalogueHandlers));
