import { describe, expect, it } from 'vitest';
import { isTimeout } from './errors';

describe('carrier errors', () => {
  it.each([
    [{ status: 504 }, true],
    [{ message: 'Endpoint request timed out' }, true],
    [{ status: 500, message: 'Internal' }, false],
  ])('isTimeout(%j) is %s', (failure, expected) => {
    expect(isTimeout(failure)).toBe(expected);
  });
});
