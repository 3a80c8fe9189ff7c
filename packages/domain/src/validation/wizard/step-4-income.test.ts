import { describe, expect, it } from 'vitest';
import { validateIncome } from './step-4-income';

describe('validateIncome', () => {
  it.each([
    ['E13', '', 'All fields are mandatory'],
    ['E13', 'abc', 'All fields are mandatory'],
    ['E13', '0', undefined],
    ['E13', '38000', undefined],
    ['E2', '', undefined],
  ])('%s with income %j: %j', (eligibilityProgramCode, income, text) => {
    expect(validateIncome({ eligibilityProgramCode, income }).income?.text).toBe(text);
  });
});
