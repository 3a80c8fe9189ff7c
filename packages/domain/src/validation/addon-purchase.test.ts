import { describe, expect, it } from 'vitest';
import { type AddonPurchaseInput, addonNeedsZip, validateAddonPurchase } from './addon-purchase';

const valid: AddonPurchaseInput = { emailAddress: 'ana@example.com', country: 'US', zipCode: '10001' };

describe('validateAddonPurchase', () => {
  it('accepts a complete guest form', () => {
    expect(validateAddonPurchase(valid, { guest: true })).toEqual({});
  });

  it.each<[string, Partial<AddonPurchaseInput>, boolean, string, string]>([
    ['no e-mail', { emailAddress: '' }, true, 'emailAddress', 'Email is required'],
    ['a bad e-mail', { emailAddress: 'x' }, true, 'emailAddress', 'Email Invalid'],
    ['no country', { country: '', zipCode: '' }, false, 'country', 'Country is required'],
    ['no US zip', { zipCode: '' }, false, 'zipCode', 'ZipCode is required'],
    ['a short US zip', { zipCode: '1000' }, false, 'zipCode', 'ZipCode should be 5 digits'],
  ])('%s says %4$s: %5$j', (_case, patch, guest, field, text) => {
    const errors = validateAddonPurchase({ ...valid, ...patch }, { guest });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as keyof typeof errors]?.text).toBe(text);
  });

  it('needs no zip outside the United States', () => {
    expect(validateAddonPurchase({ country: 'MX', zipCode: '' }, { guest: false })).toEqual({});
  });

  it.each([
    ['US', true],
    ['MX', false],
    ['', false],
  ])('addonNeedsZip(%j) is %s', (country, expected) => {
    expect(addonNeedsZip(country)).toBe(expected);
  });
});
