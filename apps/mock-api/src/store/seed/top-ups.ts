import { DEMO_ACCOUNTS } from '@carrier/scenarios';
import type { CheckoutRecord, InvoiceRecord, OrderRecord } from '../commerce';
import type { Schemas } from '../schemas';

/** The seeded top-ups' public payment ids: open `/PaymentPage?paymentId=<id>` on the web (README). */
export const TOP_UP_PAYMENTS = {
  pending: 'pay_DemoTopUpPending00000000',
  received: 'pay_DemoTopUpReceived0000000',
} as const;

const AMOUNT = 20;

interface TopUpSeed {
  orders: OrderRecord[];
  payments: Schemas['Payment'][];
  checkouts: CheckoutRecord[];
  invoices: InvoiceRecord[];
}

function topUpOrder(
  id: number,
  publicId: string,
  status: Schemas['OrderStatus'],
  createdAt: string,
): OrderRecord {
  const { subscriber } = DEMO_ACCOUNTS;
  return {
    ownerId: subscriber.id,
    order: {
      id,
      publicId,
      type: 'top_up',
      status,
      fulfillmentId: null,
      subTotal: AMOUNT,
      total: AMOUNT,
      shippingRate: null,
      orderItems: [{ id: id + 1, type: 'top_up', quantity: 1, total: AMOUNT }],
      orderSurcharges: [],
      createdAt,
      customer: { firstName: 'John', lastName: 'Carter', emailAddress: subscriber.email },
    },
  };
}

/**
 * Two balance top-ups of the demo subscriber, as the account portal sells them (no carrier operation does), so
 * the payment page's top-up results can be shown offline: one received (its $20 is in the seeded $12.50
 * balance's history) and one pending, whose hosted checkout is still open to pay with a test card.
 */
export function seedTopUps(now: Date): TopUpSeed {
  // Whole days, as the renewals' dates: a seed made twice in a day is the same seed.
  const atNine = (daysAgo: number) =>
    `${new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T09:00:00.000Z`;
  const yesterday = atNine(1);
  const today = atNine(0);
  const received = topUpOrder(501, 'ord_DemoTopUpReceived0000000', 'paid', yesterday);
  const pending = topUpOrder(511, 'ord_DemoTopUpPending00000000', 'pending', today);
  const payment = (id: number, publicId: string, record: OrderRecord, status: Schemas['PaymentStatus']) => ({
    id,
    publicId,
    status,
    amount: AMOUNT,
    order: {
      id: record.order.id,
      publicId: record.order.publicId,
      type: 'top_up' as const,
      fulfillmentId: null,
    },
  });
  return {
    orders: [received, pending],
    payments: [
      payment(503, TOP_UP_PAYMENTS.received, received, 'succeeded'),
      payment(513, TOP_UP_PAYMENTS.pending, pending, 'pending'),
    ],
    checkouts: [
      {
        id: 'cs_test_demo_top_up',
        orderId: pending.order.id,
        paymentId: 513,
        amount: AMOUNT,
        lines: [{ name: 'Balance top-up', amount: AMOUNT, quantity: 1 }],
        customerEmail: DEMO_ACCOUNTS.subscriber.email,
        session: null,
        status: 'open',
        createdAt: today,
      },
    ],
    invoices: [{ id: received.order.id, orderId: received.order.id, createdAt: yesterday }],
  };
}
