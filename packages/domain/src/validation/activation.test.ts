import { describe, expect, it } from 'vitest';
import { type ActivationInput, canContinueActivation, validateActivation } from './activation';

describe('validateActivation', () => {
  it('accepts a number and a code', () => {
    expect(validateActivation({ number: '8901260123456789', activationCode: 'AB12' })).toEqual({});
  });

  it.each<[ActivationInput, string, string]>([
    [{ number: '', activationCode: 'A' }, 'number', 'Number is required'],
    [{ number: '89a1', activationCode: 'A' }, 'number', 'Number should contain digits only'],
    [{ number: '1'.repeat(21), activationCode: 'A' }, 'number', 'Number should be at most 20 characters'],
    [{ number: '1', activationCode: ' ' }, 'activationCode', 'Activation code is required'],
    [
      { number: '1', activationCode: 'x'.repeat(21) },
      'activationCode',
      'Activation code should be at most 20 characters',
    ],
  ])('%j fails %s: %j', (input, field, text) => {
    const errors = validateActivation(input);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field as keyof typeof errors]?.text).toBe(text);
  });

  it.each([
    [{ number: '1', activationCode: 'A' }, true],
    [{ number: '', activationCode: 'A' }, false],
    [{ number: '1', activationCode: '' }, false],
  ])('Continue with %j enabled: %s', (input, enabled) => {
    expect(canContinueActivation(input)).toBe(enabled);
  });
});
