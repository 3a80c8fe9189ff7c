import { seedCatalogue } from '../src/store/seed/catalogue';

/** One request measured against the mock and against a Fastify route doing the same documented work. */
export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The operation whose request schema the same-work route checks the body against. */
  operationId: string;
  /** The body of each request (a new one each time for a write). */
  body?: () => string;
  /** A write: a fixed number of requests a run, each changing the state, instead of a fixed duration. */
  write?: boolean;
}

/** A SIM quote the seeded catalogue answers: its first regular plan pricing and first data pack, shipped in the US. */
function simQuote(): string {
  const catalogue = seedCatalogue();
  const regularPlans = new Set(
    catalogue.plans.filter((plan) => plan.type === 'regular').map((plan) => plan.id),
  );
  const pricing = catalogue.planPricings.find((candidate) => regularPlans.has(candidate.planId));
  const dataPack = catalogue.addOnPlans.find((addOn) => addOn.isActive && addOn.type === 'data');
  if (!pricing || !dataPack) throw new Error('The seeded catalogue has no regular plan pricing or data pack');
  return JSON.stringify({
    shippingCountry: 'US',
    shippingZipcode: '10118',
    planPricingIds: [pricing.id],
    addOnPlanIds: [dataPack.id],
  });
}

let registered = 0;

/** A registration, each with an e-mail of its own: a request that changes the state. */
export function registration(): string {
  registered += 1;
  return JSON.stringify({
    email: `bench.${process.pid}.${registered}@example.com`,
    password: 'Sunny-Day-2025',
    passwordConfirm: 'Sunny-Day-2025',
  });
}

const quote = simQuote();

export const targets: Target[] = [
  { name: 'GET /public/plan', method: 'GET', path: '/public/plan', operationId: 'listPlans' },
  {
    name: 'POST /public/sim/purchase/price',
    method: 'POST',
    path: '/public/sim/purchase/price',
    operationId: 'priceSim',
    body: () => quote,
  },
  {
    name: 'POST /public/auth/register',
    method: 'POST',
    path: '/public/auth/register',
    operationId: 'registerSubscriber',
    body: registration,
    write: true,
  },
];
