import {
  type CarrierClient,
  type components,
  type operations,
  type Settled,
  settle,
} from '@carrier/contracts';
import { type Role, resetPasswordScope } from '@carrier/domain';

/** Each role's link is checked where the role resets its password (domain rule). */
const CHECK_PATHS = {
  public: '/public/auth/reset_password/check',
  reseller: '/reseller/auth/reset_password/check',
  administrator: '/administrator/auth/reset_password/check',
} as const satisfies Record<ReturnType<typeof resetPasswordScope>, string>;

/** The operation each check path is, for the words of its refusals. */
export const CHECK_OPERATIONS = {
  public: 'checkSubscriberResetLink',
  reseller: 'checkResellerResetLink',
  administrator: 'checkAdministratorResetLink',
} as const satisfies Record<ReturnType<typeof resetPasswordScope>, keyof operations>;

type LinkStatus = components['schemas']['ResetLinkStatus'];

/** Asks whether a reset link's token can still set a password, without using it up. */
export function checkResetLink(
  client: CarrierClient,
  role: Role,
  passwordResetToken: string,
): Promise<Settled<LinkStatus>> {
  return settle(client.POST(CHECK_PATHS[resetPasswordScope(role)], { body: { passwordResetToken } }));
}
