import { describe, expect, it } from 'vitest';
import { type PlanPurchaseInput, validatePlanPurchase } from './plan-purchase';
import { stateInputKind } from './shipping-fields';

const valid: PlanPurchaseInput = {
  emailAddress: 'ana@example.com',
  shippingCountry: 'US',
  shippingState: 'TX',
  shippingCity: 'Austin',
  shippingZipcode: '73301',
  shippingAddress1: '1 Main St',
  shippingAddress2: '',
};

describe('validatePlanPurchase', () => {
  it('accepts a complete guest form', () => {
    expect(validatePlanPurchase(valid, { guest: true })).toEqual({});
  });

  it.each<[string, Partial<PlanPurchaseInput>, string, string]>([
    ['no e-mail', { emailAddress: ' ' }, 'emailAddress', 'Email is required'],
    ['a bad e-mail', { emailAddress: 'ana@' }, 'emailAddress', 'Email Invalid'],
    ['no country', { shippingCountry: '' }, 'shippingCountry', 'Country is required'],
    ['no state', { shippingState: '' }, 'shippingState', 'State is required'],
    ['no city', { shippingCity: '  ' }, 'shippingCity', 'City is required'],
    ['no zip', { shippingZipcode: '' }, 'shippingZipcode', 'ZipCode is required'],
    ['a 4-digit zip', { shippingZipcode: '7330' }, 'shippingZipcode', 'ZipCode should be 5 digits'],
    ['a zip with letters', { shippingZipcode: '7330a' }, 'shippingZipcode', 'ZipCode should be 5 digits'],
    ['no address', { shippingAddress1: '' }, 'shippingAddress1', 'Shipping Address is required'],
    ['a 1-character address', { shippingAddress1: ' a ' }, 'shippingAddress1', 'Shipping Address Invalid'],
    [
      'no zip abroad',
      { shippingCountry: 'CA', shippingZipcode: '' },
      'shippingZipcode',
      'ZipCode is required',
    ],
  ])('%s: %s says %j', (_case, patch, field, text) => {
    const errors = validatePlanPurchase({ ...valid, ...patch }, { guest: true });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as keyof typeof errors]?.text).toBe(text);
  });

  it('asks no e-mail of a logged-in subscriber', () => {
    expect(validatePlanPurchase({ ...valid, emailAddress: '' }, { guest: false })).toEqual({});
  });

  it('takes any postal code abroad', () => {
    expect(
      validatePlanPurchase({ ...valid, shippingCountry: 'GB', shippingZipcode: 'SW1A 1AA' }, { guest: true }),
    ).toEqual({});
  });

  it.each([
    ['US', 'us-state-dropdown'],
    ['', 'us-state-dropdown'],
    [null, 'us-state-dropdown'],
    ['MX', 'free-text'],
  ])('the state of country %j is a %s', (country, kind) => {
    expect(stateInputKind(country)).toBe(kind);
  });
});
