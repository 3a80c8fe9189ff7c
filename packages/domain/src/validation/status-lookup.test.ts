import { describe, expect, it } from 'vitest';
import { validateStatusLookup } from './status-lookup';

describe('validateStatusLookup', () => {
  it.each([
    [{ applicationId: 'A1' }, undefined],
    [{ eligibilityCheckId: 'E1' }, undefined],
    [{ applicationId: ' ', eligibilityCheckId: '' }, 'One of the field should not be empty'],
  ])('%j: %j', (input, text) => {
    expect(validateStatusLookup(input).form?.text).toBe(text);
  });
});
