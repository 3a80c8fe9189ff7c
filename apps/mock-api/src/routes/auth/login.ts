import type { Role } from '@carrier/domain';
import { findAccountOfRole } from '../../auth/accounts';
import { openSession } from '../../auth/session';
import type { Schemas } from '../../store/schemas';
import type { World } from '../../world';

/**
 * A login at the endpoint of `role`: the username is the e-mail. An account of another role is as unknown as no
 * account (the home page tries the next role on 401). A subscriber's e-mail must be verified, which is checked
 * only once the password is right, so the reply never tells a stranger that an address is registered.
 */
export function logIn(
  world: World,
  role: Role,
  { username, password }: Schemas['LoginRequest'],
): { status: 200; body: Schemas['LoginResponse'] } | { scenario: string } {
  const account = findAccountOfRole(world.state, username.trim(), role);
  if (!account || account.password !== password) return { scenario: 'auth.login.invalid-credentials' };
  if (!account.verified) return { scenario: 'auth.login.email-not-verified' };
  return { status: 200, body: openSession(world, account) };
}
