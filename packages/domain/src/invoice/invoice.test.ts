import { describe, expect, it } from 'vitest';
import {
  billedToName,
  type InvoiceOrder,
  type InvoiceOrderItem,
  invoiceRow,
  invoiceSummary,
  showsShipTo,
  surchargeAmount,
} from './invoice';

describe('invoiceRow', () => {
  it.each<[string, InvoiceOrderItem, object]>([
    [
      'a plan',
      {
        type: 'plan',
        total: 45,
        quantity: 1,
        planPricing: {
          duration: 3,
          durationUnit: 'month',
          plan: { name: 'Unlimited', bandwidth: 20_480, callMinutes: 1000, sms: 1000 },
        },
      },
      {
        name: 'Unlimited',
        period: { duration: 3, unit: 'month' },
        allowances: [
          { amount: 20, unit: 'GB' },
          { amount: 1000, unit: 'min' },
          { amount: 1000, unit: 'sms' },
        ],
      },
    ],
    ['a plan without pricing', { type: 'plan', total: 0, quantity: 1 }, { name: '', allowances: [] }],
    [
      'an add-on',
      { type: 'addon_plan', total: 5, quantity: 1, addOnPlan: { name: '2GB', bandwidth: 2048 } },
      { name: '2GB', allowances: [{ amount: 2048, unit: 'MB' }] },
    ],
    [
      'an add-on by what it gives, not the allowances it leaves at 0 (W-20)',
      {
        type: 'addon_plan',
        total: 6,
        quantity: 1,
        addOnPlan: { name: '5GB Data', bandwidth: 5120, callMinutes: 0, sms: 0 },
      },
      { name: '5GB Data', allowances: [{ amount: 5120, unit: 'MB' }] },
    ],
    [
      'a voice add-on',
      {
        type: 'addon_plan',
        total: 4,
        quantity: 1,
        addOnPlan: { name: '100 Voice Minutes', bandwidth: 0, callMinutes: 100, sms: 0 },
      },
      { name: '100 Voice Minutes', allowances: [{ amount: 100, unit: 'min' }] },
    ],
    [
      'a SIM with an MDN',
      { type: 'sim', total: 10, quantity: 1, sim: { mdn: '2125551234' } },
      { name: '2125551234' },
    ],
    [
      'a SIM by its plan',
      {
        type: 'sim',
        total: 10,
        quantity: 2,
        sim: { planName: 'PayGo' },
      },
      { name: 'PayGo', quantity: 2 },
    ],
    [
      'a device by name and model',
      { type: 'device', total: 10.01, quantity: 1, device: { name: 'Tab', model: 'T10' } },
      { name: 'Tab T10' },
    ],
    ['a top-up', { type: 'top_up', total: 20, quantity: 1 }, { type: 'top_up', name: '', total: 20 }],
  ])('%s', (_case, item, row) => {
    expect(invoiceRow(item)).toMatchObject(row);
  });
});

describe('invoiceSummary', () => {
  const order: InvoiceOrder = { type: 'purchase', subTotal: 100, total: 110, orderItems: [] };

  it.each<[string, Partial<InvoiceOrder>, object]>([
    ['no rate, no surcharge', {}, { subTotal: 100, total: 110 }],
    ['a shipping rate', { shippingRate: 4.99 }, { tax: 4.99 }],
    ['no surcharge list', { orderSurcharges: [] }, {}],
    [
      'two surcharges',
      { orderSurcharges: [{ percentage: 2.5 }, { percentage: 1, value: 99 }] },
      { surcharge: 3.5 },
    ],
    ['a fixed surcharge', { orderSurcharges: [{ value: 1.25 }] }, { surcharge: 1.25 }],
  ])('%s', (_case, patch, expected) => {
    const summary = invoiceSummary({ ...order, ...patch });
    expect(summary).toMatchObject(expected);
    if (!('tax' in expected)) expect(summary).not.toHaveProperty('tax');
    if (!('surcharge' in expected)) expect(summary).not.toHaveProperty('surcharge');
  });

  it('builds a row per item', () => {
    const items: InvoiceOrderItem[] = [{ type: 'top_up', total: 20, quantity: 1 }];
    expect(invoiceSummary({ ...order, orderItems: items }).rows).toHaveLength(1);
  });

  it.each([
    [{ percentage: 7.25 }, 80, 5.8],
    [{ value: 2 }, 80, 2],
    [{}, 80, 0],
  ])('surchargeAmount(%j of %d) is %d', (surcharge, subTotal, amount) => {
    expect(surchargeAmount(surcharge, subTotal)).toBe(amount);
  });
});

describe('invoice blocks', () => {
  // The spec's page repeated the first name ('Ana Ana'); the fix shows first then last.
  it.each([
    [{ firstName: 'Ana', lastName: 'Diaz' }, 'Ana Diaz'],
    [{ firstName: ' Ana ', lastName: null }, 'Ana'],
    [{}, ''],
  ])('billed to %j is %j', (person, name) => {
    expect(billedToName(person)).toBe(name);
  });

  it.each([
    ['purchase', true, true],
    ['purchase', false, false],
    ['top_up', true, false],
  ])('ship-to for a %s order, logged in %s: %s', (type, loggedIn, shown) => {
    expect(showsShipTo(type, loggedIn)).toBe(shown);
  });
});
