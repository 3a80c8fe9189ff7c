import { describe, expect, it } from 'vitest';
import { isStateCode, STATE_CODES, stateCodeOf, stateName, US_STATES, zipToState } from './states';

describe('zipToState', () => {
  it.each([
    ['60601', 'IL'],
    ['10001', 'NY'],
    ['99501', 'AK'],
    ['96813', 'HI'],
    ['00901', 'PR'],
    ['00501', 'NY'],
    ['00802', 'VI'],
    ['96799', 'AS'],
    ['96910', 'GU'],
    ['96950', 'MP'],
    ['20001', 'DC'],
    ['20190', 'VA'],
    ['73301', 'TX'],
    ['73101', 'OK'],
    ['05501', 'MA'],
    ['05601', 'VT'],
    ['34001', 'AA'],
    ['09001', 'AE'],
    ['96201', 'AP'],
    ['90210', 'CA'],
    ['33101', 'FL'],
    ['85001', 'AZ'],
    ['02903', 'RI'],
  ])('%s is in %s', (zip, state) => {
    expect(zipToState(zip)).toBe(state);
  });

  it.each([['00000'], ['00100'], ['99999'], ['9681'], ['968131'], ['abcde'], [''], [null], [undefined]])(
    '%j is in no state',
    (zip) => {
      expect(zipToState(zip)).toBeUndefined();
    },
  );

  it("finds the state of every zip code one of the table's ranges holds, and none for the rest", () => {
    for (let number = 0; number < 100_000; number += 1) {
      const zip = String(number).padStart(5, '0');
      const holder = STATE_CODES.find((code) =>
        US_STATES[code].zips.some(([from, to]) => zip >= from && zip <= to),
      );
      expect(zipToState(zip), zip).toBe(holder);
    }
  });

  it('has no overlapping ranges', () => {
    const ranges = STATE_CODES.flatMap((code) =>
      US_STATES[code].zips.map(([from, to]) => ({ code, from, to })),
    );
    ranges.sort((a, b) => a.from.localeCompare(b.from));
    for (const [index, range] of ranges.entries()) {
      expect(range.from <= range.to).toBe(true);
      const next = ranges[index + 1];
      if (next)
        expect(range.to < next.from, `${range.code} ${range.to} overlaps ${next.code} ${next.from}`).toBe(
          true,
        );
    }
  });
});

describe('states', () => {
  it('lists the 50 states, DC and the territories', () => {
    const kinds = STATE_CODES.map((code) => US_STATES[code].kind);
    expect(kinds.filter((kind) => kind === 'state')).toHaveLength(50);
    expect(kinds.filter((kind) => kind === 'district')).toHaveLength(1);
    expect(STATE_CODES).toEqual(expect.arrayContaining(['PR', 'VI', 'GU', 'AS', 'MP']));
  });

  it.each([
    ['IL', true, 'Illinois'],
    ['DC', true, 'District of Columbia'],
    ['PR', true, 'Puerto Rico'],
    ['il', false, undefined],
    ['XX', false, undefined],
    ['toString', false, undefined],
    [null, false, undefined],
  ])('%j: code %s, name %s', (code, valid, name) => {
    expect(isStateCode(code)).toBe(valid);
    expect(stateName(code)).toBe(name);
  });
});

describe('stateCodeOf', () => {
  it.each([
    ['IL', 'IL'],
    ['il', 'IL'],
    ['Illinois', 'IL'],
    [' new york ', 'NY'],
    ['Narnia', undefined],
    [null, undefined],
  ])('%j is %j', (value, code) => {
    expect(stateCodeOf(value)).toBe(code);
  });
});
