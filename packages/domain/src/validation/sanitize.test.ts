import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  lettersAndSpaces,
  sanitizeActivationCode,
  sanitizeActivationNumber,
  sanitizeInitials,
  sanitizeMk,
  sanitizePhone,
  sanitizeSsn4,
  sanitizeTribalId,
  sanitizeZip,
  trimValues,
  withoutHiddenCharacters,
} from './sanitize';

describe('sanitisers', () => {
  it.each([
    [sanitizeZip, '60a60-1234', '60601'],
    [sanitizePhone, '(212) 555-1234 ext 9', '2125551234'],
    [sanitizeSsn4, '12-345', '1234'],
    [sanitizeTribalId, `ID ${'1'.repeat(30)}`, '1'.repeat(24)],
    [sanitizeActivationNumber, `8901 ${'2'.repeat(30)}`, `8901${'2'.repeat(16)}`],
    [sanitizeActivationCode, 'x'.repeat(25), 'x'.repeat(20)],
    [sanitizeMk, 'j.d;2x', 'J.D'],
    [sanitizeMk, 'a, b', 'A, '],
    [sanitizeInitials, 'j.d x', 'JD '],
    [sanitizeInitials, 'jdx', 'JDX'],
    [lettersAndSpaces, "John  O'Doe-3", 'John  ODoe'],
  ] as const)('%o(%j) is %j', (sanitise, value, expected) => {
    expect(sanitise(value)).toBe(expected);
  });

  it('digitsOnly keeps every digit without a limit', () => {
    expect(digitsOnly('a1b2c3')).toBe('123');
  });

  it('trims string values only', () => {
    expect(trimValues({ city: ' Austin ', count: 2, flag: true })).toEqual({
      city: 'Austin',
      count: 2,
      flag: true,
    });
  });
});

describe('withoutHiddenCharacters (edges audit E-7)', () => {
  it('drops control and invisible formatting characters, keeps text of any script and line breaks', () => {
    expect(withoutHiddenCharacters('Eve\u202egnp.exe')).toBe('Evegnp.exe');
    expect(withoutHiddenCharacters('A\u2066B\u200bC\ufeffD\u00adE\u0000F\u0007G')).toBe('ABCDEFG');
    expect(withoutHiddenCharacters('José Núñez, São Paulo 北京 ١٢')).toBe('José Núñez, São Paulo 北京 ١٢');
    expect(withoutHiddenCharacters('line one\nline two\ttab')).toBe('line one\nline two\ttab');
    expect(withoutHiddenCharacters('Ev\u2028e\u2029 New\ud800York\udfff \ue000x')).toBe('Eve NewYork x');
  });
});
