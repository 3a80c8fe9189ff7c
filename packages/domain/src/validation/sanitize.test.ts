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
