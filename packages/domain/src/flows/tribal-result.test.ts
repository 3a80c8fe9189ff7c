import { describe, expect, it } from 'vitest';
import { tribalResult } from './tribal-result';

describe('tribalResult', () => {
  // The spec's page showed each result with the other's icon; the pairing is fixed here.
  it.each([
    [true, 'You qualified for Tribal benefits', 'success'],
    [false, "Sorry, you don't qualify for Tribal", 'failure'],
  ])('%s shows %j with the %s icon', (confirmed, text, icon) => {
    expect(tribalResult(confirmed)).toMatchObject({ message: { text }, icon });
  });

  it.each([[null], [undefined]])('%j shows nothing yet', (confirmed) => {
    expect(tribalResult(confirmed)).toBeNull();
  });
});
