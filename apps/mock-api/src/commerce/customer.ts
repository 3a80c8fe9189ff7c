import { accountOfToken } from '../auth/accounts';
import type { TokenClaims } from '../auth/tokens';
import type { Account } from '../store/accounts';
import type { Schemas } from '../store/schemas';
import type { World } from '../world';

/** The subscriber a secured operation's token speaks for; undefined when the account is gone since. */
export function subscriberOf(world: World, auth: TokenClaims | null): Account | undefined {
  return auth ? accountOfToken(world.state, auth) : undefined;
}

/** A subscriber as an order's customer: the profile's names and the account's e-mail. */
export function customerOf(account: Account): Schemas['OrderCustomer'] {
  return {
    firstName: account.profile.firstName,
    lastName: account.profile.lastName,
    emailAddress: account.email,
  };
}

/** A guest's order carries only the e-mail given at purchase. */
export function guestCustomer(emailAddress: string): Schemas['OrderCustomer'] {
  return { firstName: null, lastName: null, emailAddress };
}
