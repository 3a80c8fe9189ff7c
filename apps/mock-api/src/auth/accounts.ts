import type { Role } from '@carrier/domain';
import type { Account } from '../store/accounts';
import type { Schemas } from '../store/schemas';
import type { State } from '../store/state';
import type { TokenClaims } from './tokens';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The account using this e-mail, whatever its role: e-mails are usernames, unique across roles, case-insensitive. */
export function findAccountByEmail(state: State, email: string): Account | undefined {
  return state.accounts.accounts.find((account) => sameEmail(account.email, email));
}

/** The account using this e-mail if it has that role. */
export function findAccountOfRole(state: State, email: string, role: Role): Account | undefined {
  const account = findAccountByEmail(state, email);
  return account?.role === role ? account : undefined;
}

/** The account a verified token speaks for; undefined when it no longer exists or no longer has the token's role. */
export function accountOfToken(state: State, claims: TokenClaims): Account | undefined {
  const account = state.accounts.accounts.find((candidate) => String(candidate.id) === claims.sub);
  return account?.role === claims.role ? account : undefined;
}

/** The profile as the API shows it. */
export function profileOf(account: Account): Schemas['SubscriberProfile'] {
  return { subscriberId: account.id, email: account.email, ...account.profile };
}
