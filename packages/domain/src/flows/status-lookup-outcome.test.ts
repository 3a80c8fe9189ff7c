import { describe, expect, it } from 'vitest';
import { statusLookupOutcome } from './status-lookup-outcome';

describe('statusLookupOutcome', () => {
  it('shows a found status', () => {
    expect(statusLookupOutcome({ ok: true })).toEqual({ kind: 'show-status' });
  });

  it('a 404 toasts the words of its code and goes to the not-verified page', () => {
    expect(
      statusLookupOutcome({
        ok: false,
        status: 404,
        error: 'ELIGIBILITY_CHECK_NOT_FOUND',
        message: 'Not found',
      }),
    ).toEqual({
      kind: 'toast-and-route',
      notice: { id: 'eligibility.checkNotFound', text: 'Eligibility check not found' },
      path: '/NotVerifedEligiblePage',
    });
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
  ])('a %i shows its words inline', (status, error, message, text) => {
    const outcome = statusLookupOutcome({ ok: false, status, error, message });
    expect(outcome.kind === 'show-errors' && outcome.notice.text).toBe(text);
  });
});
