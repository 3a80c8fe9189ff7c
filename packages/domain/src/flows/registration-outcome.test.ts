import { describe, expect, it } from 'vitest';
import { type RegistrationOutcome, registrationOutcome } from './registration-outcome';

const verify = '/VerifyEmailPage/ana%40example.com';
const exists =
  "A subscriber with that email already exists. Verification code have been sent to the subscriber's email address.";

describe('registrationOutcome', () => {
  it.each<[string, Parameters<typeof registrationOutcome>[0], RegistrationOutcome]>([
    [
      'success',
      {},
      {
        kind: 'route',
        path: verify,
        toast: { id: 'toast.registered', text: 'You are successfully registered' },
      },
    ],
    [
      'an existing subscriber, code re-sent',
      { error: 'FIELD_VALIDATION_FAILED', message: exists },
      { kind: 'route', path: verify, toast: { id: 'register.subscriberExists', text: exists } },
    ],
    [
      'another error',
      { error: 'EMAIL_ALREADY_REGISTERED', message: 'Taken' },
      {
        kind: 'show-error',
        notice: { id: 'register.emailRegistered', text: 'This email is registered already' },
      },
    ],
    [
      'a refused field, in its rule’s words',
      {
        error: 'FIELD_VALIDATION_FAILED',
        message: 'Validation failed',
        errors: [{ field: 'firstName', message: 'First name Invalid' }],
      },
      { kind: 'show-error', notice: { id: 'enrolmentForm.firstNameInvalid', text: 'First name Invalid' } },
    ],
    [
      'an unknown code',
      { error: 'X' },
      {
        kind: 'show-error',
        notice: { id: 'common.somethingWentWrong', text: 'Something went wrong, please try again later' },
      },
    ],
  ])('%s', (_case, reply, outcome) => {
    expect(registrationOutcome(reply, 'ana@example.com')).toEqual(outcome);
  });
});
