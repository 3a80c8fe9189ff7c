import { describe, expect, it } from 'vitest';
import { COUNTRIES, countriesByName, countryName, findCountry, isUnitedStates } from './countries';

describe('COUNTRIES', () => {
  const countries = Object.entries(COUNTRIES);

  it('has every ISO 3166-1 country', () => {
    expect(countries).toHaveLength(249);
  });

  it('has unique 3-letter codes and well-formed dialling codes', () => {
    expect(new Set(countries.map(([, country]) => country.alpha3)).size).toBe(249);
    for (const [alpha2, country] of countries) {
      expect(alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
    }
  });

  it.each([
    ['US', 'USA', 'United States', '+1'],
    ['usa', 'USA', 'United States', '+1'],
    ['MX', 'MEX', 'Mexico', '+52'],
    ['GB', 'GBR', 'United Kingdom', '+44'],
    ['KR', 'KOR', 'South Korea', '+82'],
    ['DO', 'DOM', 'Dominican Republic', '+1809'],
    ['IN', 'IND', 'India', '+91'],
    [' ph ', 'PHL', 'Philippines', '+63'],
  ])('%j is %s, %s, %s', (code, alpha3, name, dialCode) => {
    expect(findCountry(code)).toMatchObject({ alpha3, name, dialCode });
  });

  it.each([
    ['MX', 'Mexico'],
    ['ZZ', 'ZZ'],
  ])('countryName(%s) is %s', (code, name) => {
    expect(countryName(code)).toBe(name);
  });

  it.each([
    ['US', true],
    ['usa', true],
    ['CA', false],
    ['', false],
    [null, false],
  ])('isUnitedStates(%j) is %s', (country, expected) => {
    expect(isUnitedStates(country)).toBe(expected);
  });

  it('sorts by English name', () => {
    const names = countriesByName().map((country) => country.name);
    expect(names[0]).toBe('Afghanistan');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
