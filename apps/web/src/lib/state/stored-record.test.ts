import { describe, expect, it } from 'vitest';
import { isJsonObject, storedRecord } from './stored-record';

interface Stored {
  name?: string;
  agreed?: boolean;
  flag?: '0' | '1';
}

const isStored = storedRecord<Stored>({ name: 'text', agreed: 'flag', flag: ['0', '1'] });

describe('storedRecord', () => {
  it.each<[string, unknown]>([
    ['an empty record', {}],
    ['every field of its kind', { name: 'Ana', agreed: false, flag: '1' }],
    ['a field it does not name', { name: 'Ana', other: 3 }],
  ])('accepts %s', (_case, value) => {
    expect(isStored(value)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an array', []],
    ['text', 'Ana'],
    ['a number for text', { name: 3 }],
    ['text for a flag', { agreed: 'true' }],
    ['a text it does not offer', { flag: '2' }],
  ])('refuses %s', (_case, value) => {
    expect(isStored(value)).toBe(false);
  });

  it('knows a JSON object', () => {
    expect([{}, { a: 1 }, [], null, 'x'].map(isJsonObject)).toEqual([true, true, false, false, false]);
  });
});
