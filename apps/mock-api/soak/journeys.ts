/**
 * The soak's traffic: every journey the web makes, as a demo session (`X-Mock-Session`) makes it, through HTTP.
 * Each call is recorded by the `Recorder` the soak passes in; a journey stops at the first reply it cannot use.
 */
import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import { anApplicant, anEnrolment, aRegistration, aTransfer } from '@carrier/scenarios/test-data';

export interface Reply {
  status: number;
  outcome: string;
  body: unknown;
  location: string | null;
}

export interface Session {
  name: string;
  /** The mock's origin; changes when it restarts on another port. */
  origin: () => string;
  /** What a call answered, or undefined when no reply came (the connection failed). */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Reply | undefined>;
  /** Spends one of the run's changes that grow the state; false when none is left for now. */
  mayGrow(): boolean;
  /** A registration the mock acknowledged (201): it must log in after any restart. */
  acknowledged(account: Account): void;
  /** A chat message the mock acknowledged (200). */
  chatAcknowledged(text: string): void;
  /** A registration the mock refused for its state file (507): it must not exist afterwards. */
  refused(account: Account): void;
  serial: () => number;
}

export interface Account {
  email: string;
  password: string;
}

const PASSWORD = 'Sunny-Day-2025';
const DEMO = DEMO_ACCOUNTS.subscriber;

/** The scenarios the sessions arm for themselves: business outcomes and the faults that answer at once. */
export const ARMED_SCENARIOS = [
  'nlad.enroll.duplicate',
  'fault.server-error',
  'fault.latency',
  'fault.access-denied',
  'fault.malformed-body',
] as const;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

const body = (reply: Reply | undefined) => (reply?.body ?? {}) as Record<string, unknown>;

/** The document's applicant in a household of the session's own: her last name, street number and e-mail. */
function applicant(session: Session, ssn4: string) {
  const n = session.serial();
  return anApplicant({
    lastName: `Soak${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}`,
    ssn4,
    language: 'English',
    address: `${100 + (n % 9000)} Soak Avenue`,
    contactEmail: `soak.${session.name}.${n}@example.com`,
  });
}

/** Plans, prices, devices, rates, add-ons: the catalogue pages. */
export async function browse(session: Session): Promise<void> {
  await session.call('GET', '/public/plan');
  await session.call('GET', `/public/plan/${pick([1, 2, 3, 4])}`);
  await session.call('GET', '/public/device');
  await session.call('GET', '/public/add-on_plan');
  await session.call('GET', `/public/rate/${pick(['MX', 'CA', 'GB'])}`);
  await session.call('GET', '/public/acp_supported_state/NY');
  await session.call('POST', '/public/sim/purchase/price', {
    planPricingIds: [12],
    addOnPlanIds: [],
    shippingCountry: 'US',
    shippingZipcode: '10118',
  });
}

/** Registration, the code from the outbox, verification and the first login (spec 000 §4). */
export async function register(session: Session): Promise<void> {
  if (!session.mayGrow()) return;
  const account = { email: `soak.${session.name}.${session.serial()}@example.com`, password: PASSWORD };
  const registered = await session.call(
    'POST',
    '/public/auth/register',
    aRegistration({
      firstName: 'Sam',
      lastName: 'Soak',
      email: account.email,
      password: account.password,
      passwordConfirm: account.password,
    }),
  );
  if (registered?.status === 201) session.acknowledged(account);
  else if (registered?.status === 507) session.refused(account);
  if (registered?.status !== 201) return;
  const outbox = await session.call('GET', `/__mock/outbox?to=${encodeURIComponent(account.email)}`);
  const code = (body(outbox).messages as { code: string | null }[] | undefined)?.[0]?.code;
  if (!code) return;
  await session.call('POST', `/public/auth/verify/${encodeURIComponent(account.email)}`, { code });
  await session.call('POST', '/public/auth/login', { username: account.email, password: account.password });
}

/** The demo subscriber's account pages: login, profile, an order, a refused login. */
async function account(session: Session): Promise<void> {
  const login = await session.call('POST', '/public/auth/login', {
    username: DEMO.email,
    password: DEMO.password,
  });
  const token = body(login).authToken;
  await session.call('POST', '/public/auth/login', { username: DEMO.email, password: 'Wrong-Pass-1' });
  if (typeof token !== 'string') return;
  const auth = { authorization: `Bearer ${token}` };
  await session.call('GET', '/subscriber/profile', undefined, auth);
  await session.call('GET', '/subscriber/order/501', undefined, auth);
  await session.call(
    'POST',
    '/subscriber/sim/purchase/price',
    {
      planPricingIds: [12],
      addOnPlanIds: [],
      shippingCountry: 'US',
      shippingZipcode: '33101',
    },
    auth,
  );
}

/** A SIM bought as a guest, paid at the hosted checkout with a test card, and its payment looked up. */
async function buySim(session: Session): Promise<void> {
  if (!session.mayGrow()) return;
  const purchase = await session.call('POST', '/public/sim/purchase', {
    planPricingIds: [12],
    addOnPlanIds: [],
    paymentGateway: 'stripe',
    emailAddress: `soak.${session.name}@example.com`,
    shippingCountry: 'US',
    shippingState: 'NY',
    shippingCity: 'New York',
    shippingZipcode: '10118',
    shippingAddress1: '350 Fifth Avenue',
  });
  const url = body(purchase).url;
  if (typeof url !== 'string') return;
  const path = new URL(url).pathname;
  await session.call('GET', path);
  const card = pick(['4242424242424242', '4000000000000002']);
  const paid = await session.call(
    'POST',
    `${path}/pay`,
    new URLSearchParams({ cardNumber: card }).toString(),
    {
      'content-type': 'application/x-www-form-urlencoded',
    },
  );
  const paymentId = paid?.location ? new URL(paid.location).searchParams.get('paymentId') : null;
  if (paymentId) await session.call('GET', `/public/payment/${paymentId}`);
}

/** The benefit: eligibility check, enrolment, the same household again, the transfer offered (DESIGN.md, E-2). */
async function benefit(session: Session): Promise<void> {
  if (!session.mayGrow()) return;
  const person = applicant(session, pick(['4821', '4821', '2001', '2003', '1001']));
  const checked = await session.call('POST', '/public/acp/eligibility-check', person);
  const applicationId = body(checked).applicationId;
  if (typeof applicationId !== 'string' || body(checked).status !== 'COMPLETE') return;
  const enrolled = await session.call('POST', '/public/nlad/enroll', anEnrolment({ applicationId }, person));
  if (enrolled?.status === 409) {
    await session.call('POST', '/public/nlad/transfer', aTransfer({ applicationId }, person));
    return;
  }
  if (enrolled?.status !== 201) return;
  const again = await session.call('POST', '/public/nlad/enroll', anEnrolment({ applicationId }, person));
  if (again?.status === 409)
    await session.call('POST', '/public/nlad/transfer', aTransfer({ applicationId }, person));
}

/** The contact form's chat webhook. */
async function chat(session: Session): Promise<void> {
  if (!session.mayGrow()) return;
  const text = `soak ${session.name} ${session.serial()}`;
  const sent = await session.call('POST', '/webhooks/chat', { text });
  if (sent?.status === 200) session.chatAcknowledged(text);
}

/** A demoer arms an outcome for their session, and then clears it. */
async function arm(session: Session): Promise<void> {
  await session.call('POST', '/__mock/scenarios/arm', { scenario: pick(ARMED_SCENARIOS), times: 1 });
  await session.call('GET', '/__mock/scenarios');
  await session.call('GET', `/public/plan/${pick([1, 2])}`);
  if (Math.random() < 0.5) await session.call('DELETE', '/__mock/scenarios/armed');
}

/** Each journey with its weight in the mix. */
export const JOURNEYS: [string, (session: Session) => Promise<void>, number][] = [
  ['browse', browse, 5],
  ['account', account, 3],
  ['register', register, 2],
  ['buy a SIM', buySim, 2],
  ['benefit', benefit, 2],
  ['chat', chat, 1],
  ['arm a scenario', arm, 1],
];

export function pickJourney(): [string, (session: Session) => Promise<void>] {
  const total = JOURNEYS.reduce((sum, [, , weight]) => sum + weight, 0);
  let at = Math.random() * total;
  for (const [name, journey, weight] of JOURNEYS) {
    at -= weight;
    if (at < 0) return [name, journey];
  }
  const [name, journey] = JOURNEYS[0] as (typeof JOURNEYS)[number];
  return [name, journey];
}
