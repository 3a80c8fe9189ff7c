import { seedAccounts, seedResetTokens } from './seed/accounts';
import { seedApplications } from './seed/applications';
import { seedCatalogue } from './seed/catalogue';
import { seedRenewals } from './seed/renewals';
import { seedTopUps } from './seed/top-ups';
import { STATE_VERSION, type State } from './state';

/** Ids below this are the seed's own; the first id handed out at run time is the next one. */
const FIRST_RUNTIME_ID = 1000;

/** A fresh world: the seeded catalogue, demo accounts, renewals and top-ups; nothing bought, applied for or sent yet. */
export function seedState(): State {
  const topUps = seedTopUps(new Date());
  return {
    version: STATE_VERSION,
    lastId: FIRST_RUNTIME_ID,
    catalogue: seedCatalogue(),
    accounts: { accounts: seedAccounts(), resetTokens: seedResetTokens() },
    commerce: {
      ...topUps,
      fulfillments: [],
      sims: [],
      addOnActivations: [],
      renewals: seedRenewals(),
    },
    benefit: { applications: seedApplications(), enrolments: [], waitlist: [] },
    mail: { outbox: [], chat: [] },
  };
}
