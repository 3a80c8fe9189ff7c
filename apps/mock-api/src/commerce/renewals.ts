import type { RenewalRecord } from '../store/commerce';
import type { Schemas } from '../store/schemas';
import type { World } from '../world';
import { openCheckout, orderPlanPricing } from './checkout';
import { customerOf } from './customer';

/** Days after its due date a renewal link can still be paid; after that the line lapses and the link expires. */
export const RENEWAL_GRACE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A renewal as of the mock's clock: unpaid renewals expire once their payment window has passed. */
export function renewalNow(world: World, record: RenewalRecord): Schemas['Renewal'] {
  const { renewal } = record;
  if (renewal.status === 'paid') return renewal;
  // Payable through the whole last day of the window.
  const closesAt = Date.parse(`${renewal.dueDate}T00:00:00Z`) + (RENEWAL_GRACE_DAYS + 1) * DAY_MS;
  return { ...renewal, status: world.clock.nowMs() >= closesAt ? 'expired' : 'due' };
}

/** The renewal of a renewal link. */
export function findRenewal(world: World, uuid: string): RenewalRecord | undefined {
  return world.state.commerce.renewals.find((record) => record.renewal.uuid === uuid);
}

/**
 * Opens the checkout of a due renewal: one plan line at the amount the renewal notice named. No surcharge is
 * added, so the customer is charged the amount due they were told.
 */
export function openRenewalCheckout(
  world: World,
  record: RenewalRecord,
  mockSession: string | null,
): Schemas['CheckoutSession'] | { scenario: string } {
  const status = renewalNow(world, record).status;
  if (status === 'paid') return { scenario: 'orders.renewal.already-paid' };
  if (status === 'expired') return { scenario: 'orders.renewal.expired' };
  const { plans, planPricings } = world.state.catalogue;
  const pricing = planPricings.find((candidate) => candidate.id === record.planPricingId);
  const plan = plans.find((candidate) => candidate.id === pricing?.planId);
  const owner = world.state.accounts.accounts.find((account) => account.id === record.ownerId);
  if (!pricing || !plan || !owner) return { scenario: 'orders.renewal.not-found' };
  const session = openCheckout(world, {
    type: 'renewal',
    ownerId: owner.id,
    customer: customerOf(owner),
    items: [
      {
        type: 'plan',
        quantity: 1,
        total: record.renewal.amount,
        planPricing: orderPlanPricing(pricing, plan),
      },
    ],
    shipping: null,
    shippingRate: null,
    surcharges: [],
    session: mockSession,
  });
  record.orderIds.push(session.orderId);
  return session;
}
