import { describe, expect, it } from 'vitest';
import { canApplyWithZip, validateZipCode } from './zip-code';

describe('validateZipCode', () => {
  it.each([
    ['10001', undefined],
    ['60601', undefined],
    ['', 'Zip code is mandatory'],
    ['1000', 'Zipcode you enter is invalid. Please try again.'],
    ['1000a', 'Zipcode you enter is invalid. Please try again.'],
    ['00000', 'Cant find any state with this zip code. Please try another one.'],
  ])('%j: %j', (zipCode, text) => {
    expect(validateZipCode({ zipCode }).zipCode?.text).toBe(text);
  });

  it.each([
    ['1000', false],
    ['10001', true],
  ])('Apply now with %j enabled: %s', (zip, enabled) => {
    expect(canApplyWithZip(zip)).toBe(enabled);
  });
});
