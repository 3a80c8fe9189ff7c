import {
  type CarrierClient,
  type components,
  type operations,
  type Settled,
  settle,
} from '@carrier/contracts';
import { type Role, resetPasswordScope } from '@carrier/domain';

/** Subscribers reset at the public operation, resellers and administrators at their own (domain rule). */
const RESET_PATHS = {
  public: '/public/auth/reset_password',
  reseller: '/reseller/auth/reset_password',
  administrator: '/administrator/auth/reset_password',
} as const satisfies Record<ReturnType<typeof resetPasswordScope>, string>;

/** The operation each reset path is, for the words of its refusals. */
export const RESET_OPERATIONS = {
  public: 'resetSubscriberPassword',
  reseller: 'resetResellerPassword',
  administrator: 'resetAdministratorPassword',
} as const satisfies Record<ReturnType<typeof resetPasswordScope>, keyof operations>;

type NewPassword = components['schemas']['ResetPasswordRequest'];
type Reset = components['schemas']['MessageResponse'];

/** Sets a new password with the token of a reset link, at the reset operation of the link's role. */
export function resetPassword(client: CarrierClient, role: Role, body: NewPassword): Promise<Settled<Reset>> {
  return settle(client.POST(RESET_PATHS[resetPasswordScope(role)], { body }));
}
