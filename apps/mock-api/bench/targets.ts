import { seedCatalogue } from '../src/store/seed/catalogue';

/** One request measured against the mock and against a bare route answering the same JSON. */
export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
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

/** A registration, each with an e-mail of its own: a request that changes the state. */
export const registration = (email: string) =>
  JSON.stringify({ email, password: 'Sunny-Day-2025', passwordConfirm: 'Sunny-Day-2025' });

export const targets: Target[] = [
  { name: 'GET /public/plan', method: 'GET', path: '/public/plan' },
  {
    name: 'POST /public/sim/purchase/price',
    method: 'POST',
    path: '/public/sim/purchase/price',
    body: simQuote(),
  },
];
