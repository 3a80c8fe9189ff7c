import { describe, expect, it } from 'vitest';
import { type AgreementSubmitOutcome, agreementSubmitOutcome } from './agreement-submit';

describe('agreementSubmitOutcome', () => {
  it.each<[string, Parameters<typeof agreementSubmitOutcome>[0], AgreementSubmitOutcome]>([
    [
      'INVALID_TRIBAL_ID',
      { error: 'INVALID_TRIBAL_ID', message: 'Invalid tribal id' },
      {
        kind: 'toast-and-route',
        notice: { id: 'tribal.idNotVerified', text: 'The tribal ID could not be verified' },
        path: '/TribalStatusPage?profileStep=5',
      },
    ],
    [
      'STATE_NOT_SUPPORTED',
      { error: 'STATE_NOT_SUPPORTED', message: 'State not supported' },
      {
        kind: 'toast-and-route',
        notice: {
          id: 'benefit.stateNotSupported',
          text: 'The Affordable Connectivity Program is not available in this state yet',
        },
        path: '/ContactInfoPage?profileStep=2',
      },
    ],
    [
      'a list of errors',
      {
        error: 'FIELD_VALIDATION_FAILED',
        errors: [
          { field: 'ssn4', message: 'Ssn should be 4 numbers' },
          { description: 'Tribal number is mandatory' },
        ],
      },
      {
        kind: 'show-errors',
        notice: {
          text: 'Ssn should be 4 numbers. Tribal number is mandatory',
          parts: [
            { id: 'personalInfo.ssnFourNumbers', text: 'Ssn should be 4 numbers' },
            { id: 'tribal.numberMandatory', text: 'Tribal number is mandatory' },
          ],
        },
        resubmit: false,
      },
    ],
    [
      'a time-out',
      { status: 504, error: 'TIMEOUT', message: 'Endpoint request timed out' },
      {
        kind: 'show-errors',
        notice: { id: 'common.timedOut', text: 'Endpoint request timed out' },
        resubmit: true,
      },
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
