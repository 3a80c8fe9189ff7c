import { describe, expect, it } from 'vitest';
import { zipCoverageOutcome } from './zip-coverage';

describe('zipCoverageOutcome', () => {
  it.each([
    ['10001', '/PersonalnfoPage?profileStep=1'],
    ['99501', '/PersonalnfoPage?profileStep=1'],
    ['60601', '/SorryZipCodePage?state=Illinois'],
    ['00901', '/SorryZipCodePage?state=Puerto%20Rico'],
  ])('%s goes to %s', (zip, path) => {
    expect(zipCoverageOutcome(zip)).toEqual({ kind: 'route', path });
  });

  it.each([
    ['', 'Zip code is mandatory'],
    ['123', 'Zipcode you enter is invalid. Please try again.'],
    ['00000', 'Cant find any state with this zip code. Please try another one.'],
  ])('%j says %j', (zip, text) => {
    const outcome = zipCoverageOutcome(zip);
    expect(outcome.kind === 'show-errors' && outcome.errors.zipCode?.text).toBe(text);
  });
});
