import { describe, expect, it } from 'vitest';
import {
  LOGIN_CASCADE,
  type LoginOutcome,
  type LoginReply,
  loginOutcome,
  loginRoles,
  verifyEmailPath,
} from './login';

const attempt = (index: number) => ({ roles: LOGIN_CASCADE, index, email: 'ana@example.com' });

describe('login', () => {
  it.each([
    ['/', ['subscriber', 'administrator', 'reseller']],
    ['/administrator', ['administrator']],
    ['/reseller', ['reseller']],
    ['/LogOrRegisterPage', ['subscriber', 'administrator', 'reseller']],
  ])('%s tries %j', (path, roles) => {
    expect(loginRoles(path)).toEqual(roles);
  });

  it.each<[string, LoginReply, number, LoginOutcome]>([
    [
      'a subscriber token',
      { authToken: 't' },
      0,
      { kind: 'logged-in', role: 'subscriber', roleCode: 3, token: 't' },
    ],
    [
      'an administrator token',
      { authToken: 't' },
      1,
      { kind: 'logged-in', role: 'administrator', roleCode: 1, token: 't' },
    ],
    [
      'a reseller token',
      { authToken: 't' },
      2,
      { kind: 'logged-in', role: 'reseller', roleCode: 2, token: 't' },
    ],
    [
      'EMAIL_NOT_VERIFIED',
      { error: 'EMAIL_NOT_VERIFIED', message: 'Email not verified', status: 403 },
      0,
      { kind: 'verify-email', path: '/VerifyEmailPage/ana%40example.com?resendCode=yes' },
    ],
    [
      'an unknown subscriber',
      { message: 'Not found', status: 404 },
      0,
      { kind: 'try-next', role: 'administrator' },
    ],
    [
      'a refused administrator',
      { message: 'Unauthorized', status: 401 },
      1,
      { kind: 'try-next', role: 'reseller' },
    ],
    [
      'a refused reseller, the last',
      { error: 'INVALID_CREDENTIALS', message: 'Bad credentials', status: 401 },
      2,
      {
        kind: 'show-error',
        notice: { id: 'login.invalidCredentials', text: 'Invalid username or password' },
      },
    ],
    [
      'another error',
      { error: 'LOCKED', message: 'Account locked', status: 423 },
      0,
      {
        kind: 'show-error',
        notice: { id: 'common.somethingWentWrong', text: 'Something went wrong, please try again later' },
      },
    ],
    [
      'a failure without words',
      { status: 500 },
      0,
      {
        kind: 'show-error',
        notice: { id: 'common.somethingWentWrong', text: 'Something went wrong, please try again later' },
      },
    ],
  ])('%s', (_case, reply, index, outcome) => {
    expect(loginOutcome(reply, attempt(index))).toEqual(outcome);
  });

  it('builds the verify-email path without a resend', () => {
    expect(verifyEmailPath('ana@example.com')).toBe('/VerifyEmailPage/ana%40example.com');
  });
});
