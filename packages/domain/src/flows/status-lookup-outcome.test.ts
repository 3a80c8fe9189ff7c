import { describe, expect, it } from 'vitest';
import { statusLookupOutcome } from './status-lookup-outcome';

describe('statusLookupOutcome', () => {
  it('shows a found status', () => {
    expect(statusLookupOutcome({ ok: true })).toEqual({ kind: 'show-status' });
  });

  it('a 404 toasts the server message and goes to the not-verified page', () => {
    expect(
      statusLookupOutcome({
        ok: false,
        status: 404,
        error: 'ELIGIBILITY_CHECK_NOT_FOUND',
        message: 'Not found',
      }),
    ).toEqual({ kind: 'toast-and-route', notice: { text: 'Not found' }, path: '/NotVerifedEligiblePage' });
  });

  it.each([
    [500, 'Internal server error', 'Internal server error'],
    [0, '', 'Something went wrong, please try again later'],
  ])('a %i shows its words inline', (status, message, text) => {
    const outcome = statusLookupOutcome({ ok: false, status, message });
    expect(outcome.kind === 'show-errors' && outcome.notice.text).toBe(text);
  });
});
