import type { components as ControlSchemas } from '@carrier/contracts/control';
import type { Role } from '@carrier/domain';
import type { Schemas } from '../../src/store/schemas';
import type { Mock } from '../build';
import { LOGIN_PATHS } from '../sessions';

/** The account calls of the tests, through HTTP as the web makes them. */
type Mail = ControlSchemas['schemas']['Mail'];
export type CarrierError = Schemas['Error'];

export const RESET_PATHS: Record<Role, string> = {
  subscriber: '/public/auth/reset_password',
  reseller: '/reseller/auth/reset_password',
  administrator: '/administrator/auth/reset_password',
};

export const ROLES = Object.keys(LOGIN_PATHS) as Role[];

export function register(mock: Mock, body: object, headers: Record<string, string> = {}) {
  return mock.json<Schemas['RegistrationResponse'] & CarrierError>({
    method: 'POST',
    url: '/public/auth/register',
    payload: body,
    headers,
  });
}

export function logIn(mock: Mock, role: Role, username: string, password: string) {
  return mock.json<Schemas['LoginResponse'] & CarrierError>({
    method: 'POST',
    url: LOGIN_PATHS[role],
    payload: { username, password },
  });
}

export function verify(mock: Mock, email: string, code: string) {
  return mock.json<Schemas['MessageResponse'] & CarrierError>({
    method: 'POST',
    url: `/public/auth/verify/${encodeURIComponent(email)}`,
    payload: { code },
  });
}

export function resendCode(mock: Mock, email: string) {
  return mock.json<Schemas['MessageResponse'] & CarrierError>({
    method: 'POST',
    url: `/public/auth/verify/${encodeURIComponent(email)}/resend_code`,
  });
}

export function forgotPassword(mock: Mock, email: string) {
  return mock.json<Schemas['MessageResponse'] & CarrierError>({
    method: 'POST',
    url: '/public/auth/forgot_password',
    payload: { email },
  });
}

export function resetPassword(mock: Mock, role: Role, token: string, password: string, confirm = password) {
  return mock.json<Schemas['MessageResponse'] & CarrierError>({
    method: 'POST',
    url: RESET_PATHS[role],
    payload: { passwordResetToken: token, password, passwordConfirm: confirm },
  });
}

export function checkResetLink(mock: Mock, role: Role, token: string) {
  return mock.json<Schemas['ResetLinkStatus'] & CarrierError>({
    method: 'POST',
    url: `${RESET_PATHS[role]}/check`,
    payload: { passwordResetToken: token },
  });
}

export function profileRequest(mock: Mock, token: string | null, patch?: object) {
  return mock.json<Schemas['SubscriberProfile'] & CarrierError>({
    method: patch ? 'PATCH' : 'GET',
    url: '/subscriber/profile',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(patch ? { payload: patch } : {}),
  });
}

/** The mail sent to an address, newest first (as the control document says the outbox lists it). */
export async function mailTo(mock: Mock, email: string): Promise<Mail[]> {
  const { status, body } = await mock.json<ControlSchemas['schemas']['Outbox']>({
    method: 'GET',
    url: `/__mock/outbox?to=${encodeURIComponent(email)}`,
  });
  if (status !== 200) throw new Error(`the outbox answered ${status}`);
  return body.messages;
}

/** The newest mail of a kind to an address; fails the test when there is none. */
export async function newestMail(mock: Mock, email: string, kind: Mail['kind']): Promise<Mail> {
  const mail = (await mailTo(mock, email)).find((candidate) => candidate.kind === kind);
  if (!mail) throw new Error(`no ${kind} mail to ${email}`);
  return mail;
}

export async function newestCode(mock: Mock, email: string): Promise<string> {
  const { code } = await newestMail(mock, email, 'verification-code');
  if (!code) throw new Error(`the verification mail to ${email} carries no code`);
  return code;
}

/** The reset token of the newest reset link mailed to an address, with the link. */
export async function newestResetLink(mock: Mock, email: string): Promise<{ link: URL; token: string }> {
  const { link } = await newestMail(mock, email, 'password-reset');
  const url = new URL(link ?? '');
  return { link: url, token: url.searchParams.get('token') ?? '' };
}

export function advanceClock(mock: Mock, ms: number) {
  return mock.json({ method: 'POST', url: '/__mock/clock/advance', payload: { ms } });
}
