import { subscriberOf } from '../../commerce/customer';
import { invoicePublicId } from '../../commerce/public-ids';
import { findRenewal, openRenewalCheckout, renewalNow } from '../../commerce/renewals';
import type { InvoiceRecord } from '../../store/commerce';
import type { Schemas } from '../../store/schemas';
import type { World } from '../../world';
import type { Handlers } from '../handler';

type OrdersOperation =
  | 'getOrder'
  | 'getSubscriberOrder'
  | 'getSubscriberFulfillment'
  | 'getPayment'
  | 'getInvoice'
  | 'getSubscriberInvoice'
  | 'getRenewal'
  | 'payRenewal';

const findOrder = (world: World, id: number) =>
  world.state.commerce.orders.find((record) => record.order.id === id);

const findInvoice = (world: World, id: number) =>
  world.state.commerce.invoices.find((invoice) => invoice.id === id);

/** The public paths find records by their unguessable ids only (DESIGN). */
const findPublicOrder = (world: World, publicId: string) =>
  world.state.commerce.orders.find((record) => record.order.publicId === publicId);
const findPublicInvoice = (world: World, publicId: string) =>
  world.state.commerce.invoices.find(
    (invoice) => invoicePublicId(findOrder(world, invoice.orderId)?.order.publicId ?? '') === publicId,
  );

/** An invoice with its order; the ship-to of a purchase order only on the subscriber path. */
function invoiceOf(
  world: World,
  invoice: InvoiceRecord,
  withShipTo: boolean,
): Schemas['Invoice'] | undefined {
  const order = findOrder(world, invoice.orderId)?.order;
  if (!order) return undefined;
  const fulfillment =
    withShipTo && order.type === 'purchase'
      ? world.state.commerce.fulfillments.find((candidate) => candidate.id === order.fulfillmentId)
      : undefined;
  return {
    id: invoice.id,
    publicId: invoicePublicId(order.publicId),
    createdAt: invoice.createdAt,
    order,
    fulfillment: fulfillment ?? null,
  };
}

/**
 * Handlers of the orders operations. Public lookups take the unguessable public ids a checkout, payment or
 * enrolment handed out; subscriber variants take numeric ids and answer only the token's own records: another
 * subscriber's order, shipment or invoice is not found, as an unknown id is.
 */
export const ordersHandlers: Handlers<OrdersOperation> = {
  getOrder: ({ params, world }) => {
    const record = findPublicOrder(world, params.id);
    return record ? { status: 200, body: record.order } : { scenario: 'orders.order.not-found' };
  },
  getSubscriberOrder: ({ params, auth, world }) => {
    const subscriber = subscriberOf(world, auth);
    if (!subscriber) return { scenario: 'auth.token.unauthorized' };
    const record = findOrder(world, params.id);
    return record && record.ownerId === subscriber.id
      ? { status: 200, body: record.order }
      : { scenario: 'orders.order.not-found' };
  },
  getSubscriberFulfillment: ({ params, auth, world }) => {
    const subscriber = subscriberOf(world, auth);
    if (!subscriber) return { scenario: 'auth.token.unauthorized' };
    const fulfillment = world.state.commerce.fulfillments.find((candidate) => candidate.id === params.id);
    const owner = fulfillment && findOrder(world, fulfillment.orderId)?.ownerId;
    return fulfillment && owner === subscriber.id
      ? { status: 200, body: fulfillment }
      : { scenario: 'orders.fulfillment.not-found' };
  },
  getPayment: ({ params, world }) => {
    const stored = world.state.commerce.payments.find((candidate) => candidate.publicId === params.id);
    if (!stored) return { scenario: 'orders.payment.not-found' };
    const invoice = world.state.commerce.invoices.find((candidate) => candidate.orderId === stored.order.id);
    const payment = invoice
      ? { ...stored, invoice: { id: invoice.id, publicId: invoicePublicId(stored.order.publicId) } }
      : stored;
    if (payment.order.type !== 'top_up') return { status: 200, body: payment };
    const ownerId = findOrder(world, payment.order.id)?.ownerId;
    const owner = world.state.accounts.accounts.find((account) => account.id === ownerId);
    return { status: 200, body: owner ? { ...payment, balance: owner.profile.balance } : payment };
  },
  getInvoice: ({ params, world }) => {
    const invoice = findPublicInvoice(world, params.invoiceId);
    const body = invoice && invoiceOf(world, invoice, false);
    return body ? { status: 200, body } : { scenario: 'orders.invoice.not-found' };
  },
  getSubscriberInvoice: ({ params, auth, world }) => {
    const subscriber = subscriberOf(world, auth);
    if (!subscriber) return { scenario: 'auth.token.unauthorized' };
    const invoice = findInvoice(world, params.invoiceId);
    const owned = invoice && findOrder(world, invoice.orderId)?.ownerId === subscriber.id;
    const body = owned && invoiceOf(world, invoice, true);
    return body ? { status: 200, body } : { scenario: 'orders.invoice.not-found' };
  },
  getRenewal: ({ params, world }) => {
    const record = findRenewal(world, params.uuid);
    return record
      ? { status: 200, body: renewalNow(world, record) }
      : { scenario: 'orders.renewal.not-found' };
  },
  payRenewal: ({ params, session, world }) => {
    const record = findRenewal(world, params.uuid);
    if (!record) return { scenario: 'orders.renewal.not-found' };
    const checkout = openRenewalCheckout(world, record, session);
    return 'scenario' in checkout ? checkout : { status: 201, body: checkout };
  },
};
