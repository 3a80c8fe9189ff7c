import { describe, expect, it } from 'vitest';
import { MAGIC_VALUE_STATES, magicValueState } from './magic-value-states';

describe('the provider states of magic values', () => {
  it('name the scenario and its magic value in words', () => {
    expect(magicValueState('activation.not-found')).toBe(
      'the request carries the magic value of activation.not-found (ESN or MDN ending 0404)',
    );
    expect(MAGIC_VALUE_STATES).toContain(magicValueState('activation.problem'));
  });

  it('refuse a scenario no magic value reaches, and an unknown one', () => {
    expect(() => magicValueState('fault.server-error')).toThrow('has no magic value');
    expect(() => magicValueState('activation.nope')).toThrow('has no magic value');
  });
});
