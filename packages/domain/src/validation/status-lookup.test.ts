import { describe, expect, it } from 'vitest';
import { validateStatusLookup } from './status-lookup';
import { validateTransfer } from './transfer';

describe('validateStatusLookup', () => {
  it.each([
    [{ applicationId: 'A1' }, undefined],
    [{ eligibilityCheckId: 'E1' }, undefined],
    [{ applicationId: ' ', eligibilityCheckId: '' }, 'One of the field should not be empty'],
  ])('%j: %j', (input, text) => {
    expect(validateStatusLookup(input).form?.text).toBe(text);
  });
});

describe('validateTransfer', () => {
  it.each([
    [true, undefined],
    [false, 'required'],
    [null, 'required'],
  ])('checkbox %j: %j', (transfer, text) => {
    expect(validateTransfer({ transfer }).transfer?.text).toBe(text);
  });
});
