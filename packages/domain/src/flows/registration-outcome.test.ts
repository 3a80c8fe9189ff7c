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
      { error: 'FIELD_VALIDATION_FAILED', message: 'This email is registered already' },
      { kind: 'show-error', notice: { text: 'This email is registered already' } },
    ],
    [
      'an error without words',
      { error: 'X' },
      { kind: 'show-error', notice: { id: 'common.error', text: 'Error' } },
    ],
  ])('%s', (_case, reply, outcome) => {
    expect(registrationOutcome(reply, 'ana@example.com')).toEqual(outcome);
  });
});
