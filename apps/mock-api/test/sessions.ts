import type { Role } from '@carrier/domain';
import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import type { Schemas } from '../src/store/schemas';
import type { Mock } from './build';

/** Each role's login operation. */
export const LOGIN_PATHS: Record<Role, string> = {
  subscriber: '/public/auth/login',
  reseller: '/reseller/auth/login',
  administrator: '/administrator/auth/login',
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs in at the role's login, as the web does, and answers the token; fails the test when the login does. */
export async function tokenOf(mock: Mock, role: Role, username: string, password: string): Promise<string> {
  const { status, body } = await mock.json<Schemas['LoginResponse'] & Schemas['Error']>({
    method: 'POST',
    url: LOGIN_PATHS[role],
    payload: { username, password },
  });
  if (status !== 200) throw new Error(`login of ${username} as ${role} answered ${status}: ${body.message}`);
  return body.authToken;
}

/** The token of the seeded demo subscriber (John Carter, Miami). */
export const demoSubscriberToken = (mock: Mock) =>
  tokenOf(mock, 'subscriber', DEMO_ACCOUNTS.subscriber.email, DEMO_ACCOUNTS.subscriber.password);
