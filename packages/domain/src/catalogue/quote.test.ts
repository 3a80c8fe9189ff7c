import { describe, expect, it } from 'vitest';
import { roundCents } from './money';
import { canQuote, type PriceQuote, purchaseBreakdown, quoteItemKind } from './quote';

describe('price quote', () => {
  it.each([
    ['Sim Card', 'sim'],
    ['Shipping', 'shipping'],
    ['Sim Shipping', 'shipping'],
    ['State Surcharge', 'surcharge'],
    ['Shipping Surcharge', 'surcharge'],
    ['Unlimited 3 months', 'plan'],
  ])('%s feeds the %s line', (name, kind) => {
    expect(quoteItemKind({ name })).toBe(kind);
  });

  it.each<[string, PriceQuote | undefined, object]>([
    [
      'a full quote',
      {
        items: [
          { name: 'Unlimited', price: 25, quantity: 1 },
          { name: 'Sim Card', price: 10, quantity: 2 },
          { name: 'Shipping', price: 4.99, quantity: 1 },
          { name: 'Federal Surcharge', price: 0.1, quantity: 1 },
          { name: 'State Surcharge', price: 0.2, quantity: 1 },
        ],
        total: 50.29,
      },
      {
        simPlan: 25,
        simPlanQuantity: 1,
        sim: 10,
        simQuantity: 2,
        shipping: 4.99,
        surcharge: 0.3,
        total: 50.29,
      },
    ],
    [
      'a quote with an add-on (F-13): the add-on joins the plan, so the fee lines add up to the total',
      {
        items: [
          { name: 'Everyday 15 - 6 MO', price: 84, quantity: 1 },
          { name: '5GB Data', price: 6, quantity: 1 },
          { name: 'Sim', price: 10, quantity: 1 },
          { name: 'Shipping', price: 4.99, quantity: 1 },
          { name: 'Surcharge (2.5%)', price: 2.25, quantity: 1 },
          { name: 'Surcharge (1.5%)', price: 1.05, quantity: 1 },
        ],
        total: 108.29,
      },
      {
        simPlan: 90,
        simPlanQuantity: 2,
        sim: 10,
        simQuantity: 1,
        shipping: 4.99,
        surcharge: 3.3,
        total: 108.29,
      },
    ],
    [
      'two plans: both lines count',
      {
        items: [
          { name: 'Essential 5 - 1 MO', price: 5, quantity: 2 },
          { name: 'Sim', price: 10, quantity: 2 },
          { name: 'Shipping', price: 4.99, quantity: 1 },
        ],
        total: 34.99,
      },
      {
        simPlan: 10,
        simPlanQuantity: 2,
        sim: 10,
        simQuantity: 2,
        shipping: 4.99,
        surcharge: 0,
        total: 34.99,
      },
    ],
    [
      'a message without items',
      { message: 'SHIPPING_RATE_NOT_FOUND' },
      { simPlan: 0, simPlanQuantity: 0, sim: 0, simQuantity: 0, shipping: 0, surcharge: 0, total: null },
    ],
    ['no quote', undefined, { total: null, surcharge: 0 }],
  ])('the breakdown of %s', (_case, quote, breakdown) => {
    expect(purchaseBreakdown(quote)).toMatchObject(breakdown);
  });

  it.each([
    [{ country: 'US', zipCode: '10001' }, true],
    [{ country: 'US', zipCode: '1000' }, false],
    [{ country: 'MX', zipCode: '' }, true],
    [{ country: '', zipCode: '10001' }, false],
  ])('quote for %j: %s', (address, expected) => {
    expect(canQuote(address)).toBe(expected);
  });

  it.each([
    [0.1 + 0.2, 0.3],
    [1.005, 1.01],
    [2, 2],
  ])('roundCents(%d) is %d', (amount, rounded) => {
    expect(roundCents(amount)).toBe(rounded);
  });
});
