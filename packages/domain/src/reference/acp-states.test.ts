import { describe, expect, it } from 'vitest';
import { ACP_STATES, isAcpState } from './acp-states';

describe('ACP_STATES', () => {
  it('is the agent page list of 43 codes', () => {
    expect(ACP_STATES).toHaveLength(43);
  });

  it.each([
    ['AK', true],
    ['DC', true],
    ['NY', true],
    ['TX', true],
    ['WV', true],
    ['IL', false],
    ['LA', false],
    ['MA', false],
    ['PR', false],
    ['', false],
    [null, false],
  ])('%j covered: %s', (code, covered) => {
    expect(isAcpState(code)).toBe(covered);
  });
});
