import { describe, expect, it } from 'vitest';
import { statusLookupPayload } from './status-lookup-payload';

const SITE = 'http://127.0.0.1:5173';

describe('statusLookupPayload', () => {
  it.each([
    [
      'both ids, trimmed',
      { applicationId: ' A24-000001 ', eligibilityCheckId: 'E-1 ' },
      { applicationId: 'A24-000001', eligibilityCheckId: 'E-1', carrierUrl: SITE },
    ],
    [
      'the application number alone',
      { applicationId: 'A24-000001', eligibilityCheckId: '  ' },
      { applicationId: 'A24-000001', carrierUrl: SITE },
    ],
    [
      'the check id alone',
      { eligibilityCheckId: 'E-1', applicationId: null },
      { eligibilityCheckId: 'E-1', carrierUrl: SITE },
    ],
  ])('sends %s', (_case, ids, payload) => {
    expect(statusLookupPayload(ids, SITE)).toEqual(payload);
  });
});
