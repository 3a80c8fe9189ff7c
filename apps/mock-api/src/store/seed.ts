import { seedAccounts, seedResetTokens } from './seed/accounts';
import { seedApplications } from './seed/applications';
import { seedCatalogue } from './seed/catalogue';
import { seedEnrolments } from './seed/enrolments';
import { seedRenewals } from './seed/renewals';
import { seedShippedPurchase } from './seed/shipped-purchase';
import { seedTopUps } from './seed/top-ups';
import { STATE_VERSION, type State } from './state';

/** Ids below this are the seed's own; the first id handed out at run time is the next one. */
const FIRST_RUNTIME_ID = 1000;

/**
 * A fresh world: the seeded catalogue, demo accounts, renewals, top-ups, a shipped purchase, and the applications
 * and enrolments the document's examples name (README); nothing sent yet.
 */
export function seedState(): State {
  const topUps = seedTopUps(new Date());
  const shipped = seedShippedPurchase();
  return {
    version: STATE_VERSION,
    lastId: FIRST_RUNTIME_ID,
    catalogue: seedCatalogue(),
    accounts: { accounts: seedAccounts(), resetTokens: seedResetTokens() },
    commerce: {
      orders: [...topUps.orders, ...shipped.orders],
      payments: topUps.payments,
      checkouts: topUps.checkouts,
      invoices: [...topUps.invoices, ...shipped.invoices],
      fulfillments: shipped.fulfillments,
      sims: [],
      addOnActivations: [],
      renewals: seedRenewals(),
    },
    benefit: { applications: seedApplications(), enrolments: seedEnrolments(), waitlist: [] },
    mail: { outbox: [], chat: [] },
  };
}
