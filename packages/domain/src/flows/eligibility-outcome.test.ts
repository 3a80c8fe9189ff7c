import { describe, expect, it } from 'vitest';
import { type EligibilityOutcome, type EligibilityReply, eligibilityOutcome } from './eligibility-outcome';

const links = {
  resolution: { href: 'https://verifier.example/resolution/1' },
  certification: { href: 'https://verifier.example/certification/1' },
};
const ids = { applicationId: 'A-1', eligibilityCheckId: 'E-1' };

describe('eligibilityOutcome', () => {
  it.each<[string, EligibilityReply, EligibilityOutcome]>([
    [
      'PENDING_RESOLUTION',
      { status: 'PENDING_RESOLUTION', _links: links },
      { kind: 'redirect-external', href: links.resolution.href },
    ],
    [
      'PENDING_CONTINUED_ELIGIBILITY',
      { status: 'PENDING_CONTINUED_ELIGIBILITY', _links: links },
      { kind: 'redirect-external', href: links.resolution.href },
    ],
    [
      'PENDING_CONTINUED_ELIGIBILITY_BATCH',
      { status: 'PENDING_CONTINUED_ELIGIBILITY_BATCH', _links: links },
      { kind: 'redirect-external', href: links.resolution.href },
    ],
    [
      'PENDING_CERT',
      { status: 'PENDING_CERT', _links: links },
      { kind: 'redirect-external', href: links.certification.href },
    ],
    [
      'IN_PROGRESS',
      { ...ids, status: 'IN_PROGRESS' },
      { kind: 'route', path: '/Reviewing', save: { eligibilityCheckId: 'E-1' } },
    ],
    [
      'PENDING_REVIEW',
      { ...ids, status: 'PENDING_REVIEW' },
      { kind: 'route', path: '/Reviewing', save: { eligibilityCheckId: 'E-1' } },
    ],
    [
      'REVIEWING',
      { ...ids, status: 'REVIEWING' },
      { kind: 'route', path: '/Reviewing', save: { eligibilityCheckId: 'E-1' } },
    ],
    [
      'COMPLETE',
      { ...ids, status: 'COMPLETE', tribalStatusConfirmed: true },
      { kind: 'route', path: '/EnrollStep', save: { ...ids, tribalStatusConfirmed: true } },
    ],
    [
      'COMPLETE without the tribal flag',
      { ...ids, status: 'COMPLETE' },
      { kind: 'route', path: '/EnrollStep', save: { ...ids, tribalStatusConfirmed: false } },
    ],
    ['FAILURE', { status: 'FAILURE' }, { kind: 'route', path: '/NotVerifedEligiblePage' }],
    [
      'status APPLICATION_NOT_FOUND',
      { status: 'APPLICATION_NOT_FOUND' },
      { kind: 'route', path: '/EnrolmentFailure' },
    ],
    [
      'APP_CLOSED_OR_EXPIRED',
      { ...ids, status: 'APP_CLOSED_OR_EXPIRED' },
      { kind: 'route', path: '/Expired?id=A-1' },
    ],
    ['APPROVED', { status: 'APPROVED' }, { kind: 'route', path: '/Approved' }],
    [
      'error ELIGIBILITY_CHECK_NOT_FOUND',
      { error: 'ELIGIBILITY_CHECK_NOT_FOUND', message: 'x' },
      { kind: 'route', path: '/Rejected' },
    ],
    [
      'error APPLICATION_NOT_FOUND',
      { error: 'APPLICATION_NOT_FOUND', message: 'x' },
      { kind: 'route', path: '/RejectedDocuments' },
    ],
    [
      'another error with a list',
      {
        error: 'FIELD_VALIDATION_FAILED',
        errors: [{ message: 'First name Invalid' }, { description: 'Zip Code Invalid' }],
      },
      {
        kind: 'show-errors',
        notice: {
          text: 'First name Invalid. Zip Code Invalid',
          parts: [
            { id: 'enrolmentForm.firstNameInvalid', text: 'First name Invalid' },
            { id: 'contactInfo.zipInvalid', text: 'Zip Code Invalid' },
          ],
        },
        clearApplicationId: true,
      },
    ],
    [
      'another error with a message',
      { error: 'INVALID_RESELLER_CODE', message: 'Bad reseller' },
      {
        kind: 'show-errors',
        notice: { id: 'carrier.invalidResellerCode', text: 'Invalid reseller code' },
        clearApplicationId: true,
      },
    ],
    ['an unknown status without words', { status: 'SOMETHING_NEW' }, { kind: 'route', path: '/Rejected' }],
    [
      'a resolution status without its link',
      { status: 'PENDING_RESOLUTION', message: 'No link' },
      {
        kind: 'show-errors',
        notice: { id: 'common.somethingWentWrong', text: 'Something went wrong, please try again later' },
        clearApplicationId: true,
      },
    ],
    [
      'PENDING_CERT without its link',
      { status: 'PENDING_CERT', _links: null },
      { kind: 'route', path: '/Rejected' },
    ],
  ])('%s', (_case, reply, outcome) => {
    expect(eligibilityOutcome(reply)).toEqual(outcome);
  });
});
