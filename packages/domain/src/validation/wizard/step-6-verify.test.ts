import { describe, expect, it } from 'vitest';
import { validateVerify } from './step-6-verify';

describe('validateVerify', () => {
  it.each([
    [true, undefined],
    [false, 'Checkbox is mandatory'],
    [undefined, 'Checkbox is mandatory'],
  ])('consent %j: %j', (consent, text) => {
    expect(validateVerify({ consent }).consent?.text).toBe(text);
  });
});
