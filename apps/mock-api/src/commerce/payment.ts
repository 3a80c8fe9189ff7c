import { roundCents } from '@carrier/domain';
import type { CheckoutRecord, OrderRecord } from '../store/commerce';
import type { World } from '../world';

/** How a card payment ends at the hosted checkout. */
export type CardResult = { status: 'succeeded' | 'processing' } | { status: 'failed'; reason: string };

/** The order, payment and shipment a checkout session was opened with (`openCheckout` creates them together). */
function recordsOf(world: World, checkout: CheckoutRecord) {
  const { commerce } = world.state;
  const record = commerce.orders.find((candidate) => candidate.order.id === checkout.orderId);
  const payment = commerce.payments.find((candidate) => candidate.id === checkout.paymentId);
  if (!record || !payment) throw new Error(`Checkout ${checkout.id} has lost its order or payment`);
  const fulfillment = commerce.fulfillments.find((candidate) => candidate.orderId === checkout.orderId);
  return { record, payment, fulfillment };
}

/** What a paid order sets in motion: its invoice, shipping, the renewal it pays, the balance it tops up. */
function fulfil(world: World, { order, ownerId }: OrderRecord): void {
  const { commerce } = world.state;
  commerce.invoices.push({ id: order.id, orderId: order.id, createdAt: world.nowIso() });
  if (order.type === 'renewal') {
    const renewal = commerce.renewals.find((candidate) => candidate.orderIds.includes(order.id));
    if (renewal) renewal.renewal.status = 'paid';
  }
  if (order.type === 'top_up') {
    const owner = world.state.accounts.accounts.find((account) => account.id === ownerId);
    if (owner) owner.profile.balance = roundCents(owner.profile.balance + order.subTotal);
  }
}

/**
 * Records a card payment. A failed card leaves the session open for another card, as Stripe's does; a
 * succeeded or processing one completes it. Only a succeeded payment pays the order.
 */
export function settleCheckout(world: World, checkout: CheckoutRecord, result: CardResult): void {
  const { record, payment, fulfillment } = recordsOf(world, checkout);
  payment.status = result.status;
  if (result.status === 'failed') {
    record.order.status = 'failed';
    checkout.lastError = result.reason;
    return;
  }
  checkout.status = 'complete';
  delete checkout.lastError;
  if (result.status === 'processing') return;
  record.order.status = 'paid';
  if (fulfillment) fulfillment.status = 'processing';
  fulfil(world, record);
}

/** The customer gave up at the checkout: the payment, the order and its shipment are canceled. */
export function cancelCheckout(world: World, checkout: CheckoutRecord): void {
  const { record, payment, fulfillment } = recordsOf(world, checkout);
  checkout.status = 'canceled';
  payment.status = 'canceled';
  record.order.status = 'canceled';
  if (fulfillment) fulfillment.status = 'canceled';
}
