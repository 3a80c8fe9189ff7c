import { describe, expect, it } from 'vitest';
import { withoutBlanks } from './prune';

interface Body {
  name: string;
  note?: string;
  count?: number;
  done?: boolean;
  ids?: number[];
}

describe('withoutBlanks', () => {
  it('drops undefined, null and empty text; keeps 0, false and empty lists', () => {
    expect(withoutBlanks<Body>()({ name: 'Ana', note: '', count: 0, done: false, ids: [] })).toEqual({
      name: 'Ana',
      count: 0,
      done: false,
      ids: [],
    });
    expect(withoutBlanks<Body>()({ name: 'Ana', note: null, count: undefined })).toEqual({ name: 'Ana' });
  });
});
