import { describe, expect, it } from 'vitest';
import { statusLookupOutcome } from './status-lookup-outcome';

describe('statusLookupOutcome', () => {
  it('shows a found status', () => {
    expect(statusLookupOutcome({ ok: true })).toEqual({ kind: 'show-status' });
  });

  it('a 404 ELIGIBILITY_CHECK_NOT_FOUND says the number is unknown, on the lookup, in the visitor’s language (W-27)', () => {
    expect(
      statusLookupOutcome({
        ok: false,
        status: 404,
        error: 'ELIGIBILITY_CHECK_NOT_FOUND',
        message: 'Eligibility check not found',
      }),
    ).toEqual({
      kind: 'show-errors',
      notice: {
        id: 'statusLookup.notFound',
        text: 'We could not find an application with that number. Please check it and try again.',
      },
    });
  });

  it('another 404 toasts the words of its code and goes to the not-verified page (spec 001 §8)', () => {
    expect(
      statusLookupOutcome({ ok: false, status: 404, error: 'APPLICATION_NOT_FOUND', message: 'Not found' }),
    ).toMatchObject({ kind: 'toast-and-route', path: '/NotVerifedEligiblePage' });
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
