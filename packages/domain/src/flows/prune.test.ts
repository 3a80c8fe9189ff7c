import { describe, expect, it } from 'vitest';
import { pruneEmpty } from './prune';

describe('pruneEmpty', () => {
  it.each<[string, object, object]>([
    ['empty values', { a: '', b: null, c: undefined, d: 'x' }, { d: 'x' }],
    ['empty arrays and objects', { a: [], b: {}, c: [1] }, { c: [1] }],
    ['objects emptied by pruning', { a: { b: '', c: { d: null } }, e: 1 }, { e: 1 }],
    ['empty array items', { a: ['', 'x', {}, []] }, { a: ['x'] }],
    ['0 and false', { a: 0, b: false }, { a: 0, b: false }],
    [
      'a status-check payload',
      { eligibilityCheckId: 'E-1', applicationId: '', carrierUrl: 'https://carrier.example' },
      { eligibilityCheckId: 'E-1', carrierUrl: 'https://carrier.example' },
    ],
  ])('drops %s', (_case, payload, pruned) => {
    expect(pruneEmpty(payload)).toEqual(pruned);
  });
});
