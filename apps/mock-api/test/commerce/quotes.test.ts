import { purchaseBreakdown, roundCents } from '@carrier/domain';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../src/store/schemas';
import { useMock } from '../build';
import { bearer, demoSubscriberToken } from '../sessions';
import type { CarrierError } from './commerce-api';

const mock = useMock();

type Quote = Schemas['PriceQuote'];

const quoteSim = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  mock.json<Quote & CarrierError>({ method: 'POST', url: '/public/sim/purchase/price', payload, headers });

const quoteAddOns = (payload: Record<string, unknown>) =>
  mock.json<Quote & CarrierError>({ method: 'POST', url: '/public/add-on_plan/purchase/price', payload });

const itemsTotal = (quote: Quote) =>
  roundCents(quote.items.reduce((sum, item) => sum + item.price * item.quantity, 0));

describe('SIM price quote', () => {
  it('prices the plan, the SIM, shipping and the surcharges of the zip code’s state', async () => {
    const { status, body } = await quoteSim({
      shippingCountry: 'US',
      shippingZipcode: '10118',
      planPricingIds: [12],
      addOnPlanIds: [],
    });
    expect(status).toBe(200);
    // 6 months of Everyday 15 at the discounted 84, a $10 SIM, $4.99 shipping; surcharges on the 94 subtotal.
    expect(body).toEqual({
      items: [
        { name: 'Everyday 15 - 6 MO', price: 84, quantity: 1 },
        { name: 'Sim', price: 10, quantity: 1 },
        { name: 'Shipping', price: 4.99, quantity: 1 },
        { name: 'Surcharge (Regulatory recovery fee, 2.5%)', price: 2.35, quantity: 1 },
        { name: 'Surcharge (New York 911 fee, 1.5%)', price: 1.41, quantity: 1 },
      ],
      total: 102.75,
      message: 'Price calculated',
    });
    expect(purchaseBreakdown(body)).toEqual({
      simPlan: 84,
      simPlanQuantity: 1,
      sim: 10,
      simQuantity: 1,
      shipping: 4.99,
      surcharge: 3.76,
      total: 102.75,
    });
  });

  it.each([
    ['an undiscounted pricing', [11], [], '33131', 'Everyday 15 - 3 MO', 45],
    ['a yearly pricing', [16], [], '78701', 'Unlimited 35 - 1 Y', 360],
    ['a daily pricing', [17], [], '78701', 'Tablet Connect 2GB - 30 Day(s)', 10],
    ['the $3 pay-go plan', [1], [], '60601', 'paygo 3 - 1 MO', 3],
  ])('names and prices %s', async (_case, planPricingIds, addOnPlanIds, zip, name, price) => {
    const { body } = await quoteSim({
      shippingCountry: 'US',
      shippingZipcode: zip,
      planPricingIds,
      addOnPlanIds,
    });
    expect(body.items[0]).toEqual({ name, price, quantity: 1 });
    expect(body.total).toBe(itemsTotal(body));
  });

  it('counts a plan pricing asked twice as two plans with two SIMs, and adds add-ons', async () => {
    const { body } = await quoteSim({
      shippingCountry: 'US',
      shippingZipcode: '78701',
      planPricingIds: [4, 4, 10],
      addOnPlanIds: [26],
    });
    expect(body.items.slice(0, 4)).toEqual([
      { name: 'Essential 5 - 1 MO', price: 5, quantity: 2 },
      { name: 'Everyday 15 - 1 MO', price: 15, quantity: 1 },
      { name: '100 Voice Minutes', price: 2.5, quantity: 1 },
      { name: 'Sim', price: 10, quantity: 3 },
    ]);
    // Texas has no state fee: 57.50 subtotal, 2.5% surcharge, $4.99 shipping.
    expect(body.total).toBe(roundCents(57.5 + 1.44 + 4.99));
    expect(body.total).toBe(itemsTotal(body));
  });

  it('needs no zip code outside the US and ships at the country’s rate', async () => {
    const { status, body } = await quoteSim({ shippingCountry: 'MX', planPricingIds: [4], addOnPlanIds: [] });
    expect(status).toBe(200);
    expect(body.items.find((item) => item.name === 'Shipping')).toEqual({
      name: 'Shipping',
      price: 14.99,
      quantity: 1,
    });
    expect(body.items.filter((item) => item.name.startsWith('Surcharge'))).toHaveLength(1);
  });

  it('requires a 5-digit zip code for a US address (the document says so)', async () => {
    for (const payload of [
      { shippingCountry: 'US', planPricingIds: [4], addOnPlanIds: [] },
      { shippingCountry: 'US', shippingZipcode: 'AB12', planPricingIds: [4], addOnPlanIds: [] },
    ]) {
      const { status, body } = await quoteSim(payload);
      expect(status).toBe(400);
      expect(body.error).toBe('FIELD_VALIDATION_FAILED');
      expect(body.errors?.map((error) => error.field)).toContain('shippingZipcode');
    }
  });

  it.each([
    ['a country without a shipping rate', { shippingCountry: 'AQ' }, 'SHIPPING_RATE_NOT_FOUND'],
    ['an unknown plan pricing', { planPricingIds: [999] }, 'PLAN_PRICING_NOT_FOUND'],
    ['an unknown add-on', { addOnPlanIds: [999] }, 'ADD_ON_NOT_FOUND'],
    ['a restricted add-on', { addOnPlanIds: [30] }, 'ADD_ON_NOT_FOUND'],
    ['an inactive add-on', { addOnPlanIds: [31] }, 'ADD_ON_NOT_FOUND'],
  ])('answers %s with 404 %s', async (_case, change, error) => {
    const { status, body } = await quoteSim({
      shippingCountry: 'US',
      shippingZipcode: '10118',
      planPricingIds: [12],
      addOnPlanIds: [],
      ...change,
    });
    expect(status).toBe(404);
    expect(body.error).toBe(error);
  });

  it('quotes the same for a subscriber, who must send a token', async () => {
    const payload = {
      shippingCountry: 'US',
      shippingZipcode: '10118',
      planPricingIds: [12],
      addOnPlanIds: [],
    };
    const token = await demoSubscriberToken(mock);
    const subscriber = await mock.json<Quote>({
      method: 'POST',
      url: '/subscriber/sim/purchase/price',
      payload,
      headers: bearer(token),
    });
    const guest = await quoteSim(payload);
    expect(subscriber.status).toBe(200);
    expect(subscriber.body).toEqual(guest.body);
    const anonymous = await mock.json({ method: 'POST', url: '/subscriber/sim/purchase/price', payload });
    expect(anonymous.status).toBe(401);
  });
});

describe('add-on price quote', () => {
  it.each([
    ['a New York zip: federal and state fees', { zipCode: '10118' }, 6.24],
    ['a Texas zip: the federal fee only', { zipCode: '78701' }, 6.15],
    ['a Florida zip', { zipCode: '33131' }, 6.2],
    ['no zip code: an address outside the US, the federal fee only', {}, 6.15],
    ['an emptied zip code: outside the US too', { zipCode: '' }, 6.15],
  ])('prices the 5GB pack with %s', async (_case, address, total) => {
    const { status, body } = await quoteAddOns({ addOnPlanIds: [22], ...address });
    expect(status).toBe(200);
    expect(body.items[0]).toEqual({ name: '5GB Data', price: 6, quantity: 1 });
    expect(body.items.slice(1).every((item) => item.name.startsWith('Surcharge ('))).toBe(true);
    expect(body.total).toBe(total);
    expect(body.total).toBe(itemsTotal(body));
  });

  it('charges the discounted price and counts repeated ids', async () => {
    const { body } = await quoteAddOns({ addOnPlanIds: [26, 26] });
    expect(body.items[0]).toEqual({ name: '100 Voice Minutes', price: 2.5, quantity: 2 });
    expect(body.total).toBe(5.13);
  });

  it.each([
    [{ addOnPlanIds: [22], zipCode: '1011' }],
    [{ addOnPlanIds: [22], country: 'US', zipCode: '10118' }],
    [{ addOnPlanIds: [] }],
  ])(
    'rejects %j: a zip code has 5 digits, there is no country field, a quote needs an add-on',
    async (payload) => {
      const { status, body } = await quoteAddOns(payload);
      expect(status).toBe(400);
      expect(body.error).toBe('FIELD_VALIDATION_FAILED');
    },
  );

  it.each([[999], [30], [31]])('answers add-on %d with 404 ADD_ON_NOT_FOUND', async (id) => {
    const { status, body } = await quoteAddOns({ addOnPlanIds: [id] });
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'ADD_ON_NOT_FOUND', message: 'Add-on not found' });
  });
});

describe('quotes and the price list', () => {
  const everyday = {
    shippingCountry: 'US',
    shippingZipcode: '10118',
    planPricingIds: [12],
    addOnPlanIds: [],
  };

  it('price the catalogue as it is after a state change and after a reset', async () => {
    const seeded = (await quoteSim(everyday)).body;
    expect(seeded.items[0]).toEqual({ name: 'Everyday 15 - 6 MO', price: 84, quantity: 1 });
    const changed = structuredClone(mock.world.state);
    const pricing = changed.catalogue.planPricings.find((candidate) => candidate.id === 12);
    const plan = changed.catalogue.plans.find((candidate) => candidate.id === pricing?.planId);
    if (!pricing || !plan) throw new Error('the seed has no plan pricing 12');
    pricing.discountedPrice = 90;
    pricing.duration = 7;
    plan.name = 'Everyday 16';
    changed.catalogue.shippingRates = changed.catalogue.shippingRates.filter((rate) => rate.country !== 'US');
    // A state replaced whole, as a failed write's restore and a loaded state file have it.
    mock.world.restore(changed);
    expect((await quoteSim({ ...everyday, shippingCountry: 'CA' })).body.items[0]).toEqual({
      name: 'Everyday 16 - 7 MO',
      price: 90,
      quantity: 1,
    });
    expect((await quoteSim(everyday)).status).toBe(404);
    mock.world.reset();
    expect((await quoteSim(everyday)).body).toEqual(seeded);
  });
});
