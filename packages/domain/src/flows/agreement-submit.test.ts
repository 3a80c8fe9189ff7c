import { describe, expect, it } from 'vitest';
import { type AgreementSubmitOutcome, agreementSubmitOutcome } from './agreement-submit';

describe('agreementSubmitOutcome', () => {
  it.each<[string, Parameters<typeof agreementSubmitOutcome>[0], AgreementSubmitOutcome]>([
    [
      'INVALID_TRIBAL_ID',
      { error: 'INVALID_TRIBAL_ID', message: 'Invalid tribal id' },
      {
        kind: 'toast-and-route',
        notice: { text: 'Invalid tribal id' },
        path: '/TribalStatusPage?profileStep=5',
      },
    ],
    [
      'STATE_NOT_SUPPORTED',
      { error: 'STATE_NOT_SUPPORTED', message: 'State not supported' },
      {
        kind: 'toast-and-route',
        notice: { text: 'State not supported' },
        path: '/ContactInfoPage?profileStep=2',
      },
    ],
    [
      'a list of errors',
      { error: 'FIELD_VALIDATION_FAILED', errors: [{ message: 'a' }, { message: 'b' }] },
      { kind: 'show-errors', notice: { text: 'a. b' }, resubmit: false },
    ],
    [
      'a time-out',
      { status: 504, message: 'Endpoint request timed out' },
      { kind: 'show-errors', notice: { text: 'Endpoint request timed out' }, resubmit: true },
    ],
    [
      'a failure without words',
      { status: 500 },
      {
        kind: 'show-errors',
        notice: { id: 'common.somethingWentWrong', text: 'Something went wrong, please try again later' },
        resubmit: false,
      },
    ],
  ])('%s', (_case, failure, outcome) => {
    expect(agreementSubmitOutcome(failure)).toEqual(outcome);
  });
});
