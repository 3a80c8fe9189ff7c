import { ROLE_CODES, type Role } from '../account/roles';
import { carrierErrorNotice } from '../carrier/error-messages';
import type { Notice } from '../messages';
import { ROUTES, withQuery } from './routes';

/** The login reply (status is the HTTP status of a failed login). */
export interface LoginReply {
  authToken?: string | null;
  message?: string | null;
  error?: string | null;
  status?: number;
}

/** The carrier's login operation of each role. */
export const LOGIN_OPERATIONS = {
  subscriber: 'loginSubscriber',
  reseller: 'loginReseller',
  administrator: 'loginAdministrator',
} as const satisfies Record<Role, string>;

/** The home login's order: subscriber first, then administrator, then reseller. */
export const LOGIN_CASCADE: readonly Role[] = ['subscriber', 'administrator', 'reseller'];

/** The roles a login tries: the /administrator and /reseller aliases their own, other pages the cascade. */
export function loginRoles(pathname: string): readonly Role[] {
  if (pathname === ROUTES.administratorHome) return ['administrator'];
  if (pathname === ROUTES.resellerHome) return ['reseller'];
  return LOGIN_CASCADE;
}

/** The verify-email page for an address; `resend` asks it to send the code again on arrival. */
export function verifyEmailPath(email: string, resend = false): string {
  return withQuery(`${ROUTES.verifyEmail}/${encodeURIComponent(email)}`, {
    resendCode: resend ? 'yes' : undefined,
  });
}

/** What to do after one login attempt. */
export type LoginOutcome =
  | { kind: 'logged-in'; role: Role; roleCode: (typeof ROLE_CODES)[Role]; token: string }
  | { kind: 'verify-email'; path: string }
  | { kind: 'try-next'; role: Role }
  | { kind: 'show-error'; notice: Notice };

// A token logs in with the role tried; EMAIL_NOT_VERIFIED goes to verification with a resend; an unknown
// account (401 or 404) tries the next role, since the carrier answers every failure with an error code;
// anything else, or the last role's refusal, shows the words of its code.
/** One step of the login cascade (spec 000 §4). */
export function loginOutcome(
  reply: LoginReply,
  attempt: { roles: readonly Role[]; index: number; email: string },
): LoginOutcome {
  const role = attempt.roles[attempt.index];
  if (role !== undefined && reply.authToken) {
    return { kind: 'logged-in', role, roleCode: ROLE_CODES[role], token: reply.authToken };
  }
  if (reply.error === 'EMAIL_NOT_VERIFIED')
    return { kind: 'verify-email', path: verifyEmailPath(attempt.email, true) };
  const next = attempt.roles[attempt.index + 1];
  if (next !== undefined && (reply.status === 401 || reply.status === 404))
    return { kind: 'try-next', role: next };
  return {
    kind: 'show-error',
    notice: carrierErrorNotice(LOGIN_OPERATIONS[role ?? 'subscriber'], reply.error),
  };
}
