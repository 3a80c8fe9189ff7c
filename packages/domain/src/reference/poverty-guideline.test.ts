import { describe, expect, it } from 'vitest';
import { guidelineGroup, povertyGuideline } from './poverty-guideline';

describe('povertyGuideline', () => {
  // Sizes 1 to 8 of the 48 states are the spec's table (spec 001 §9).
  it.each([
    [1, 'NY', 29_160],
    [2, 'NY', 39_440],
    [3, 'TX', 49_720],
    [4, 'CA', 60_000],
    [5, 'DC', 70_280],
    [6, 'FL', 80_560],
    [7, 'PR', 90_840],
    [8, 'OH', 101_120],
    [9, 'OH', 111_400],
    [12, 'OH', 142_240],
    [1, 'AK', 36_420],
    [4, 'AK', 75_000],
    [1, 'HI', 33_540],
    [4, 'HI', 69_000],
    [1, undefined, 29_160],
    [0, 'NY', 29_160],
  ])('%i persons in %s: %i', (size, state, limit) => {
    expect(povertyGuideline(size, state)).toBe(limit);
  });

  it.each([
    ['AK', 'alaska'],
    ['HI', 'hawaii'],
    ['NY', 'contiguous'],
    [null, 'contiguous'],
  ])('%j uses the %s column', (state, group) => {
    expect(guidelineGroup(state)).toBe(group);
  });
});
