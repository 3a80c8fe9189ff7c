import { COUNTRIES, DATA_ADDON_PRICES, effectivePrice, isPayGo, TABLET } from '@carrier/domain';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../src/store/schemas';
import { useMock } from '../build';
import type { CarrierError } from './commerce-api';

const mock = useMock();

const get = <T>(url: string) => mock.json<T>({ method: 'GET', url });

describe('plans', () => {
  it('lists plans of every type with the figures DESIGN.md decides', async () => {
    const { status, body: plans } = await get<Schemas['Plan'][]>('/public/plan');
    const { body: pricings } = await get<Schemas['PlanPricing'][]>('/public/plan_pricing');
    expect(status).toBe(200);
    expect(new Set(plans.map((plan) => plan.type))).toEqual(new Set(['regular', 'acp', 'tribal', 'others']));
    expect(plans.find((plan) => plan.type === 'acp')).toMatchObject({
      bandwidth: 20 * 1024,
      costPerMonth: 0,
    });
    expect(plans.find((plan) => plan.type === 'tribal')).toMatchObject({
      bandwidth: null,
      callMinutes: null,
      sms: null,
    });
    const payGo = plans.filter(isPayGo);
    expect(payGo).toEqual([
      expect.objectContaining({ costPerMonth: 3, bandwidth: 100, callMinutes: 100, sms: 100 }),
    ]);
    const threeDollar = pricings.find(
      (pricing) => pricing.planId === payGo[0]?.id && effectivePrice(pricing) === 3,
    );
    expect(threeDollar).toBeDefined();
    expect(plans.some((plan) => plan.type === 'regular' && plan.costPerMonth === 5)).toBe(true);
    expect(plans.find((plan) => plan.costPerMonth === 15)).toMatchObject({
      type: 'regular',
      bandwidth: 4 * 1024,
    });
  });

  it('gets a plan by id', async () => {
    const { status, body } = await get<Schemas['Plan']>('/public/plan/5');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 5, name: 'Everyday 15' });
  });

  it.each([
    ['/public/plan/999', 'PLAN_NOT_FOUND', 'Plan ID not found'],
    ['/public/plan_pricing?planId=999', 'PLAN_NOT_FOUND', 'Plan ID not found'],
    ['/public/plan_pricing/999', 'PLAN_PRICING_NOT_FOUND', 'Plan pricing not found'],
    ['/public/rate/AQ', 'RATE_NOT_FOUND', 'Rate not found'],
    ['/public/shipping_rate/AQ', 'SHIPPING_RATE_NOT_FOUND', 'Shipping rate not found for this country'],
    ['/public/device/999', 'DEVICE_NOT_FOUND', 'Device not found'],
  ])('GET %s is 404 %s, from the state', async (url, error, message) => {
    const { status, body, headers } = await get<CarrierError>(url);
    expect(status).toBe(404);
    expect(body).toEqual({ error, message });
    expect(headers['x-mock-outcome']).toBe('state');
  });

  it.each([
    '/public/plan/abc',
    '/public/plan_pricing?planId=0',
    '/public/rate/mx',
    '/public/add-on_plan?isActive=maybe',
  ])('GET %s breaks the document: 400', async (url) => {
    const { status, body } = await get<CarrierError>(url);
    expect(status).toBe(400);
    expect(body.error).toBe('FIELD_VALIDATION_FAILED');
  });
});

describe('plan pricings', () => {
  it('offers 3, 6 and 12 months, discounts, and day and year lengths', async () => {
    const { body: pricings } = await get<Schemas['PlanPricing'][]>('/public/plan_pricing');
    const months = pricings
      .filter((pricing) => pricing.durationUnit === 'month')
      .map((pricing) => pricing.duration);
    expect(months).toEqual(expect.arrayContaining([3, 6, 12]));
    expect(new Set(pricings.map((pricing) => pricing.durationUnit))).toEqual(
      new Set(['month', 'day', 'year']),
    );
    expect(pricings.some((pricing) => pricing.discountedPrice !== null)).toBe(true);
    expect(pricings.some((pricing) => pricing.discountedPrice === null)).toBe(true);
  });

  it('filters by plan', async () => {
    const { status, body } = await get<Schemas['PlanPricing'][]>('/public/plan_pricing?planId=5');
    expect(status).toBe(200);
    expect(body.map((pricing) => pricing.id)).toEqual([10, 11, 12, 13]);
    expect(body.every((pricing) => pricing.planId === 5)).toBe(true);
  });

  it('answers no pricing for the ACP plan (the web shows it free)', async () => {
    const { status, body } = await get<Schemas['PlanPricing'][]>('/public/plan_pricing?planId=1');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it('gets a pricing by id', async () => {
    const { body } = await get<Schemas['PlanPricing']>('/public/plan_pricing/12');
    expect(body).toEqual({
      id: 12,
      planId: 5,
      price: 90,
      discountedPrice: 84,
      duration: 6,
      durationUnit: 'month',
    });
  });
});

describe('international and shipping rates', () => {
  it('lists rates for more than 80 destinations, each a known ISO country, once', async () => {
    const { body: rates } = await get<Schemas['Rate'][]>('/public/rate');
    expect(rates.length).toBeGreaterThan(80);
    const countries = rates.map((rate) => rate.country);
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries.filter((country) => !(country in COUNTRIES))).toEqual([]);
    expect(countries).not.toContain('US');
  });

  it('gets the rate of a country', async () => {
    const { body } = await get<Schemas['Rate']>('/public/rate/MX');
    expect(body).toEqual({ country: 'MX', landlineCallRate: 0.02, mobileCallRate: 0.05, smsRate: 0.03 });
  });

  it('ships to the US and some other countries, not to Antarctica', async () => {
    const { body: rates } = await get<Schemas['ShippingRate'][]>('/public/shipping_rate');
    expect(rates).toContainEqual({ country: 'US', rate: 4.99 });
    expect(rates.length).toBeGreaterThan(5);
    expect(rates.map((rate) => rate.country)).not.toContain('AQ');
    const { body } = await get<Schemas['ShippingRate']>('/public/shipping_rate/CA');
    expect(body).toEqual({ country: 'CA', rate: 12.99 });
  });
});

describe('add-on plans', () => {
  it('sells the data packs at the spec prices, and voice and text packs', async () => {
    const { body: addOns } = await get<Schemas['AddOnPlan'][]>('/public/add-on_plan');
    const data = addOns.filter((addOn) => addOn.type === 'data' && addOn.isActive);
    expect(data.map((addOn) => [addOn.bandwidth, addOn.price])).toEqual(
      DATA_ADDON_PRICES.map(({ gb, price }) => [gb * 1024, price]),
    );
    expect(addOns.some((addOn) => addOn.type === 'voice')).toBe(true);
    expect(addOns.some((addOn) => addOn.type === 'text')).toBe(true);
  });

  it.each([
    ['', [21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]],
    ['?isActive=true', [21, 22, 23, 24, 25, 26, 27, 28, 29, 30]],
    ['?isActive=false', [31]],
  ])('lists %s: restricted ones included, hiding them is the web’s rule', async (query, ids) => {
    const { body } = await get<Schemas['AddOnPlan'][]>(`/public/add-on_plan${query}`);
    expect(body.map((addOn) => addOn.id)).toEqual(ids);
    if (query !== '?isActive=false') expect(body.find((addOn) => addOn.id === 30)?.type).toBe('restricted');
  });
});

describe('devices', () => {
  it('has the $10.01 tablet as device 1, benefit only, with a brand', async () => {
    const { status, body } = await get<Schemas['Device']>(`/public/device/${TABLET.deviceId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 1,
      price: TABLET.price,
      isACPOnly: true,
      haveSimCardSlot: true,
      isActive: true,
    });
    expect(body.brand).toEqual(expect.any(String));
  });

  it.each([
    ['', [1, 2, 3, 4, 5, 6]],
    ['?isACPOnly=true&isActive=true&haveSimCardSlot=true', [1, 5]],
    ['?isACPOnly=false', [3, 4]],
    ['?isActive=false', [6]],
    ['?haveSimCardSlot=false', [2]],
    ['?deviceModelName=tablet', [1, 2, 6]],
    ['?deviceModelName=sm-a156', [3]],
    ['?deviceModelName=nothing-like-this', []],
  ])('GET /public/device%s lists %j', async (query, ids) => {
    const { status, body } = await get<Schemas['Device'][]>(`/public/device${query}`);
    expect(status).toBe(200);
    expect(body.map((device) => device.id)).toEqual(ids);
  });
});

describe("names in the visitor's language (lang)", () => {
  const named = (items: { id: number; name: string }[], ids: number[]) =>
    ids.map((id) => items.find((item) => item.id === id)?.name);

  it.each([
    ['', ['ACP Free Plan', 'paygo 3', 'Tablet Connect 2GB']],
    ['?lang=en', ['ACP Free Plan', 'paygo 3', 'Tablet Connect 2GB']],
    ['?lang=es', ['Plan ACP gratuito', 'paygo 3', 'Tableta Conecta 2 GB']],
  ])('lists plans%s named %j, the pay-go plan still found by its name', async (query, names) => {
    const { body: plans } = await get<Schemas['Plan'][]>(`/public/plan${query}`);
    expect(named(plans, [1, 3, 7])).toEqual(names);
    expect(plans.filter(isPayGo).map((plan) => plan.id)).toEqual([3]);
  });

  it('describes a plan in Spanish, with the same figures as in English', async () => {
    const { body: en } = await get<Schemas['Plan']>('/public/plan/4?lang=en');
    const { body: es } = await get<Schemas['Plan']>('/public/plan/4?lang=es');
    expect(en.description).toBe('1GB data, 500 minutes and 500 texts every month');
    expect(es).toEqual({
      ...en,
      name: 'Esencial 5',
      description: '1 GB de datos, 500 minutos y 500 mensajes cada mes',
    });
  });

  it.each([
    ['en', ['5GB Data', '100 Voice Minutes', '200 Text Messages']],
    ['es', ['5 GB de datos', '100 minutos de voz', '200 mensajes de texto']],
  ])('names the add-ons in %s', async (lang, names) => {
    const { body } = await get<Schemas['AddOnPlan'][]>(`/public/add-on_plan?isActive=true&lang=${lang}`);
    expect(named(body, [22, 26, 27])).toEqual(names);
  });

  it.each([
    ['en', 'Android Tablet 10.1', 'Hotspot MiFi 4G'],
    ['es', 'Tableta Android 10.1', 'Punto de acceso MiFi 4G'],
  ])('names the devices in %s, one by one and listed', async (lang, tablet, hotspot) => {
    const { body: one } = await get<Schemas['Device']>(`/public/device/1?lang=${lang}`);
    const { body: listed } = await get<Schemas['Device'][]>(`/public/device?isActive=true&lang=${lang}`);
    expect(one.name).toBe(tablet);
    expect(named(listed, [1, 5])).toEqual([tablet, hotspot]);
  });

  it('answers 400 to a language it does not have', async () => {
    expect((await get<CarrierError>('/public/plan?lang=fr')).status).toBe(400);
  });
});

describe('reseller codes', () => {
  const check = (resellerCode: string, headers: Record<string, string> = {}) =>
    mock.json<Schemas['ResellerCodeValidity']>({
      method: 'POST',
      url: '/public/utility/is_valid_reseller_code',
      payload: { resellerCode },
      headers,
    });

  it.each([
    ['RESELLER01', true],
    ['agent42', true],
    ['RS-ALPHA', true],
    ['NOBODY-99', false],
  ])('%s is valid: %s', async (code, isValid) => {
    const { status, body } = await check(code);
    expect(status).toBe(200);
    expect(body).toEqual({ isValid });
  });

  it('answers false for a known code when the invalid scenario is forced', async () => {
    const { body, headers } = await check('RESELLER01', {
      'x-mock-scenario': 'utility.reseller-code.invalid',
    });
    expect(body).toEqual({ isValid: false });
    expect(headers['x-mock-outcome']).toBe('utility.reseller-code.invalid');
  });
});

describe('catalogue replies written once per state (a reply cache)', () => {
  const plans = (lang: 'en' | 'es', headers: Record<string, string> = {}) =>
    mock.request({ method: 'GET', url: `/public/plan?lang=${lang}`, headers });
  const firstPlanCost = async (lang: 'en' | 'es') =>
    ((await plans(lang)).json() as Schemas['Plan'][])[0]?.costPerMonth;

  it('answers the JSON of the catalogue as it is, written as Fastify writes it', async () => {
    const response = await plans('en');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(JSON.stringify(mock.world.state.catalogue.plans));
    expect((await plans('en')).body).toBe(response.body);
  });

  it('answers the new catalogue after a state change and after a reset, in both languages', async () => {
    const seeded = await firstPlanCost('en');
    expect(await firstPlanCost('es')).toBe(seeded);
    const changed = structuredClone(mock.world.state);
    const [plan] = changed.catalogue.plans;
    if (!plan) throw new Error('the seed has no plan');
    plan.costPerMonth = 99;
    // A state replaced whole, as a failed write's restore and a loaded state file have it.
    mock.world.restore(changed);
    expect(await firstPlanCost('en')).toBe(99);
    expect(await firstPlanCost('es')).toBe(99);
    mock.world.reset();
    expect(await firstPlanCost('en')).toBe(seeded);
    expect(await firstPlanCost('es')).toBe(seeded);
  });

  it('answers a scenario forced or armed instead, and the catalogue again after it', async () => {
    await plans('en');
    const forced = await plans('en', { 'X-Mock-Scenario': 'fault.access-denied' });
    expect(forced.statusCode).toBe(403);
    const armed = await mock.request({
      method: 'POST',
      url: '/__mock/scenarios/arm',
      payload: { scenario: 'fault.malformed-body', times: 1 },
    });
    expect(armed.statusCode).toBe(201);
    expect((await plans('en')).body).toBe('{"items": [{"name": ');
    expect((await plans('en')).body).toBe(JSON.stringify(mock.world.state.catalogue.plans));
  });
});
