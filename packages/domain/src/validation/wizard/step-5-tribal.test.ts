import { describe, expect, it } from 'vitest';
import { toggleTribal, validateTribalStatus } from './step-5-tribal';

describe('validateTribalStatus', () => {
  it.each([
    [{ checkTribal: false, tribalId: '' }, undefined],
    [{ checkTribal: true, tribalId: '123456' }, undefined],
    [{ checkTribal: true, tribalId: '1'.repeat(24) }, undefined],
    [{ checkTribal: true, tribalId: ' ' }, 'Tribal number is mandatory'],
    [{ checkTribal: true, tribalId: '12a' }, 'Tribal number should be at most 24 digits'],
    [{ checkTribal: true, tribalId: '1'.repeat(25) }, 'Tribal number should be at most 24 digits'],
  ])('%j: %j', (input, text) => {
    expect(validateTribalStatus(input).tribalId?.text).toBe(text);
  });
});

describe('toggleTribal', () => {
  it.each([
    [true, '123'],
    [false, ''],
  ])('checked %s keeps the number %j', (checked, tribalId) => {
    expect(toggleTribal({ checkTribal: !checked, tribalId: '123' }, checked)).toEqual({
      checkTribal: checked,
      tribalId,
    });
  });
});
