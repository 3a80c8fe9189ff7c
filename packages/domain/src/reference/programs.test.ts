import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_PROGRAMS, isProgramCode, isPublicHousingCode, PUBLIC_HOUSING_CHOICES } from './programs';

describe('programs', () => {
  it('names E1 to E54 as the spec lists them', () => {
    expect(Object.keys(ELIGIBILITY_PROGRAMS)).toEqual([
      'E1',
      'E2',
      'E3',
      'E4',
      'E8',
      'E9',
      'E10',
      'E11',
      'E13',
      'E15',
      'E50',
      'E51',
      'E54',
    ]);
    expect(ELIGIBILITY_PROGRAMS.E13).toBe('Eligibility Based on Income');
    expect(Object.keys(PUBLIC_HOUSING_CHOICES)).toEqual(['1', '2', '3', '4']);
  });

  it.each([
    ['E1', true],
    ['E54', true],
    ['E5', false],
    ['e1', false],
    [null, false],
  ])('isProgramCode(%j) is %s', (code, expected) => {
    expect(isProgramCode(code)).toBe(expected);
  });

  it.each([
    ['1', true],
    ['4', true],
    ['5', false],
    [undefined, false],
  ])('isPublicHousingCode(%j) is %s', (code, expected) => {
    expect(isPublicHousingCode(code)).toBe(expected);
  });
});
