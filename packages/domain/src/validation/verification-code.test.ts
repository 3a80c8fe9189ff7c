import { describe, expect, it } from 'vitest';
import { validateVerificationCode } from './verification-code';

describe('validateVerificationCode', () => {
  it.each([
    ['A1B2C3', undefined],
    [' A1B2C3 ', undefined],
    ['', 'Verification code is required'],
    ['A1B2C', 'Verification code should be 6 characters'],
    ['A1B2C3D', 'Verification code should be 6 characters'],
  ])('%j: %j', (code, text) => {
    expect(validateVerificationCode({ code }).code?.text).toBe(text);
  });
});
