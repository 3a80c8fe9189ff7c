/**
 * Provider states of the commerce area's interactions (catalogue, purchases, payments, invoices, renewals,
 * activation, contact). Orders are made the way the site makes them: through the carrier's own purchase call,
 * then the hosted checkout's settlement, so the records are exactly what the mock keeps for a real purchase.
 */
import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import type { Verifier } from '@pact-foundation/pact';
import type { BuiltApp } from '../../../src/app';
import { signToken } from '../../../src/auth/tokens';
import { openCheckout } from '../../../src/commerce/checkout';
import { customerOf } from '../../../src/commerce/customer';
import { settleCheckout } from '../../../src/commerce/payment';
import { invoicePublicId } from '../../../src/commerce/public-ids';
import { renewalNow } from '../../../src/commerce/renewals';
import type { Schemas } from '../../../src/store/schemas';

type StateHandlers = NonNullable<ConstructorParameters<typeof Verifier>[0]['stateHandlers']>;

const DUE_RENEWAL = '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f809a1b';
const PAID_RENEWAL = '8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f';
const EXPIRED_RENEWAL = 'd5e6f7a8-9b0c-4d1e-a2f3-b4c5d6e7f809';
const UNKNOWN_RENEWAL = '00000000-0000-4000-8000-000000000000';
const UNKNOWN_PAYMENT = 'pay_000000000000000000000000';
const UNKNOWN_INVOICE = 'inv_000000000000000000000000';

const SIM_PURCHASE = {
  shippingCountry: 'US',
  shippingZipcode: '33131',
  shippingState: 'FL',
  shippingCity: 'Miami',
  shippingAddress1: '1200 Brickell Avenue',
  planPricingIds: [1],
  addOnPlanIds: [],
  paymentGateway: 'stripe',
};

export function commerceStates({ app, world }: Pick<BuiltApp, 'app' | 'world'>): StateHandlers {
  // world.reset() replaces the state before every interaction: read it when a handler runs.
  const commerce = () => world.state.commerce;
  const catalogue = () => world.state.catalogue;

  const subscriber = () => {
    const account = world.state.accounts.accounts.find(
      (candidate) => candidate.id === DEMO_ACCOUNTS.subscriber.id,
    );
    if (!account) throw new Error('The seed lost the demo subscriber');
    return account;
  };
  const subscriberToken = () => {
    const exp = Math.floor(world.clock.nowMs() / 1000) + world.settings.tokenTtlSeconds;
    return signToken({ sub: String(subscriber().id), role: 'subscriber', exp }, world.settings.tokenSecret);
  };

  /** Buys the pay-go SIM through the carrier's purchase call and settles its checkout with the card's result. */
  const purchase = async (
    result: Parameters<typeof settleCheckout>[2],
    authToken?: string,
  ): Promise<{ paymentId: string; invoiceId: string; publicOrderId: string }> => {
    const response = await app.inject({
      method: 'POST',
      url: authToken ? '/subscriber/sim/purchase' : '/public/sim/purchase',
      headers: authToken ? { authorization: `Bearer ${authToken}` } : {},
      payload: authToken ? SIM_PURCHASE : { ...SIM_PURCHASE, emailAddress: 'maria.lopez@example.com' },
    });
    if (response.statusCode !== 201)
      throw new Error(`The purchase answered ${response.statusCode} ${response.body}`);
    const session = response.json<Schemas['CheckoutSession']>();
    const checkout = commerce().checkouts.find((candidate) => candidate.paymentId === session.paymentId);
    if (!checkout) throw new Error(`No checkout was opened for payment ${session.paymentId}`);
    settleCheckout(world, checkout, result);
    // Public lookups take the public ids; a subscriber's invoice is read by its number (the order's).
    return {
      paymentId: session.publicPaymentId,
      invoiceId: authToken ? String(session.orderId) : invoicePublicId(session.publicOrderId),
      publicOrderId: session.publicOrderId,
    };
  };

  const renewal = (uuid: string) => {
    const record = commerce().renewals.find((candidate) => candidate.renewal.uuid === uuid);
    if (!record) throw new Error(`The seed lost renewal ${uuid}`);
    return record.renewal;
  };

  const noRecord = (what: string, exists: () => boolean) => async () => {
    if (exists()) throw new Error(`The seed has ${what}`);
  };

  return {
    'the seed catalogue is on sale': async () => {
      if (
        catalogue().plans.length === 0 ||
        catalogue().addOnPlans.length === 0 ||
        catalogue().rates.length === 0
      )
        throw new Error('The seed catalogue is empty');
    },

    'no plan 999 exists': noRecord('plan 999', () => catalogue().plans.some((plan) => plan.id === 999)),

    'no add-on plan 999 exists': noRecord('add-on 999', () =>
      catalogue().addOnPlans.some((addOn) => addOn.id === 999),
    ),

    'no plan pricing 999 exists': noRecord('plan pricing 999', () =>
      catalogue().planPricings.some((pricing) => pricing.id === 999),
    ),
    'no shipping rate exists for AQ': async () => {
      if (catalogue().shippingRates.some((rate) => rate.country === 'AQ'))
        throw new Error('The seed has a shipping rate for AQ');
    },

    'SIM 8901260000000001 was never activated': async () => {
      if (commerce().sims.some((sim) => sim.esn === '8901260000000001'))
        throw new Error('The seed has SIM 8901260000000001 activated');
    },

    'SIM 8901260000000409 is already active': async () => {
      commerce().sims.push({
        esn: '8901260000000409',
        mdn: '3055550409',
        activatedAt: world.nowIso(),
        ownerId: null,
      });
    },

    'line 3055550123 has no add-on activated': async () => {
      if (commerce().addOnActivations.some((activation) => activation.mdn === '3055550123'))
        throw new Error('The seed has an add-on activated on line 3055550123');
    },

    'line 3055550409 has its add-on activated already': async () => {
      commerce().addOnActivations.push({
        mdn: '3055550409',
        activationCode: '654321',
        activatedAt: world.nowIso(),
      });
    },

    "a guest's SIM purchase was paid by card": () => purchase({ status: 'succeeded' }),

    "a guest's SIM purchase was declined at the checkout": () =>
      purchase({ status: 'failed', reason: 'Your card was declined.' }),

    "the logged-in subscriber's SIM purchase was paid by card": async () => {
      const authToken = subscriberToken();
      const { invoiceId } = await purchase({ status: 'succeeded' }, authToken);
      return { authToken, invoiceId };
    },

    "the demo subscriber's balance top-up was paid by card": async () => {
      const account = subscriber();
      const session = openCheckout(world, {
        type: 'top_up',
        ownerId: account.id,
        customer: customerOf(account),
        items: [{ type: 'top_up', quantity: 1, total: 10 }],
        shipping: null,
        shippingRate: null,
        session: null,
        surcharges: [],
      });
      const checkout = commerce().checkouts.find((candidate) => candidate.paymentId === session.paymentId);
      if (!checkout) throw new Error('No checkout was opened for the top-up');
      settleCheckout(world, checkout, { status: 'succeeded' });
      return { paymentId: session.publicPaymentId };
    },

    [`no payment ${UNKNOWN_PAYMENT} exists`]: noRecord(`payment ${UNKNOWN_PAYMENT}`, () =>
      commerce().payments.some((payment) => payment.publicId === UNKNOWN_PAYMENT),
    ),

    // Public invoice ids are named after their orders' random public ids: the all-zero one is never handed out.
    [`no invoice ${UNKNOWN_INVOICE} exists`]: noRecord(`invoice ${UNKNOWN_INVOICE}`, () =>
      commerce().orders.some((record) => record.order.publicId === 'ord_000000000000000000000000'),
    ),

    [`renewal ${DUE_RENEWAL} is due`]: async () => {
      if (renewal(DUE_RENEWAL).status !== 'due') throw new Error(`Renewal ${DUE_RENEWAL} is not due`);
    },

    [`renewal ${PAID_RENEWAL} is paid`]: async () => {
      if (renewal(PAID_RENEWAL).status !== 'paid') throw new Error(`Renewal ${PAID_RENEWAL} is not paid`);
    },

    [`renewal ${EXPIRED_RENEWAL} has expired`]: async () => {
      const record = commerce().renewals.find((candidate) => candidate.renewal.uuid === EXPIRED_RENEWAL);
      if (!record || renewalNow(world, record).status !== 'expired')
        throw new Error(`Renewal ${EXPIRED_RENEWAL} has not expired`);
    },

    [`no renewal ${UNKNOWN_RENEWAL} exists`]: async () => {
      if (commerce().renewals.some((candidate) => candidate.renewal.uuid === UNKNOWN_RENEWAL))
        throw new Error(`The seed has renewal ${UNKNOWN_RENEWAL}`);
    },

    'the support chat is available': async () => undefined,

    'the support chat is unavailable': async () => {
      world.scenarios.arm('contact.chat.unavailable', 1, null);
    },
  };
}
