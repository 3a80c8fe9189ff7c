import { describe, expect, it } from 'vitest';
import { supportedStateOutcome } from './supported-state-outcome';

describe('supportedStateOutcome', () => {
  it('starts the wizard for a covered state', () => {
    expect(supportedStateOutcome('78701', { ok: true })).toEqual({
      kind: 'route',
      path: '/PersonalnfoPage?profileStep=1',
    });
  });

  it.each([400, 404])('a %i is the sorry page with the state name', (status) => {
    expect(
      supportedStateOutcome('60601', { ok: false, status, error: 'STATE_NOT_SUPPORTED', message: 'No' }),
    ).toEqual({ kind: 'route', path: '/SorryZipCodePage?state=Illinois' });
  });

  it.each([
    [500, 'INTERNAL_SERVER_ERROR', 'Internal server error', 'Something went wrong, please try again later'],
    [504, 'TIMEOUT', 'Endpoint request timed out', 'Endpoint request timed out'],
    [
      0,
      'MALFORMED_REPLY',
      'Unexpected end of JSON input',
      'We could not read the reply of the server, please try again later',
    ],
  ])('a %i shows its words', (status, error, message, text) => {
    const outcome = supportedStateOutcome('60601', { ok: false, status, error, message });
    expect(outcome.kind === 'show-errors' && outcome.notice.text).toBe(text);
  });
});
