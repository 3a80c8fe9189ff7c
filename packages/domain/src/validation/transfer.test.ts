import { describe, expect, it } from 'vitest';
import { validateTransfer } from './transfer';

describe('validateTransfer', () => {
  it.each([
    [true, undefined],
    [false, 'required'],
    [null, 'required'],
  ])('checkbox %j: %j', (transfer, text) => {
    expect(validateTransfer({ transfer }).transfer?.text).toBe(text);
  });
});
