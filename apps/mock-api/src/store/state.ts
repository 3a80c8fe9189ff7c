import type { AccountsSlice } from './accounts';
import type { BenefitSlice } from './benefit';
import type { CatalogueSlice } from './catalogue';
import type { CommerceSlice } from './commerce';
import type { MailSlice } from './mail';

export const STATE_VERSION = 1;

/** Everything the mock carrier knows; plain JSON, so it can be written to and read from a state file. */
export interface State {
  version: typeof STATE_VERSION;
  /** The last id handed out for numeric ids (orders, payments, accounts, …). */
  lastId: number;
  catalogue: CatalogueSlice;
  accounts: AccountsSlice;
  commerce: CommerceSlice;
  benefit: BenefitSlice;
  mail: MailSlice;
}

/** A loose check that a parsed file is a state of this version (its slices are trusted). */
export function isState(value: unknown): value is State {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<State>;
  return (
    candidate.version === STATE_VERSION &&
    typeof candidate.lastId === 'number' &&
    ['catalogue', 'accounts', 'commerce', 'benefit', 'mail'].every(
      (slice) => typeof (candidate as Record<string, unknown>)[slice] === 'object',
    )
  );
}
