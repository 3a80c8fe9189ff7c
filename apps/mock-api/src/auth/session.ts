import type { Account } from '../store/accounts';
import type { Schemas } from '../store/schemas';
import type { World } from '../world';
import { signToken } from './tokens';

/** A signed bearer token for the account, valid for the configured lifetime on the mock's clock. */
export function openSession(world: World, account: Account): Schemas['LoginResponse'] {
  const exp = Math.floor(world.clock.nowMs() / 1000) + world.settings.tokenTtlSeconds;
  return {
    authToken: signToken({ sub: String(account.id), role: account.role, exp }, world.settings.tokenSecret),
    expiresAt: new Date(exp * 1000).toISOString(),
    role: account.role,
    message: 'Login successful',
  };
}
