import type { Account } from '../accounts';

/** The demo accounts (README): one per role, plus an unverified subscriber. */
export function seedAccounts(): Account[] {
  return [];
}
