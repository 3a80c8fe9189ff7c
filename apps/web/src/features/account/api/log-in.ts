import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';
import type { Role } from '@carrier/domain';

type Credentials = components['schemas']['LoginRequest'];
type LoginResponse = components['schemas']['LoginResponse'];

/** Each role logs in at its own operation; the home page tries the subscriber first, then the reseller. */
const LOGIN_PATHS = {
  subscriber: '/public/auth/login',
  reseller: '/reseller/auth/login',
  administrator: '/administrator/auth/login',
} as const satisfies Record<Role, string>;

/** Logs a user of `role` in with the e-mail (or username) and password. */
export function logIn(client: CarrierClient, role: Role, body: Credentials): Promise<Settled<LoginResponse>> {
  return settle(client.POST(LOGIN_PATHS[role], { body }));
}
