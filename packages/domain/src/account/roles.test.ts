import { describe, expect, it } from 'vitest';
import { ROLE_CODES } from './roles';

describe('ROLE_CODES', () => {
  it.each([
    ['administrator', 1],
    ['reseller', 2],
    ['subscriber', 3],
  ] as const)('%s is %i', (role, code) => {
    expect(ROLE_CODES[role]).toBe(code);
  });
});
