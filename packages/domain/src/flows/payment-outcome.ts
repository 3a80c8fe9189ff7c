import type { OrderType } from '../carrier/codes';
import { type Message, messageOf } from '../messages';
import { ROUTES, withQuery } from './routes';

/** How a payment ended, as the result page shows it. */
export type PaymentOutcome = 'success' | 'pending' | 'fail';

/** succeeded or processing is success; pending is pending; anything else fails (spec 000 §4). */
export function paymentOutcome(status: string | null | undefined): PaymentOutcome {
  if (status === 'succeeded' || status === 'processing') return 'success';
  return status === 'pending' ? 'pending' : 'fail';
}

/** The payment result's heading: top-ups pending versus received, other orders success versus failure. */
export function paymentResult(payment: {
  status?: string | null;
  order?: { type?: OrderType | null } | null;
}): { outcome: PaymentOutcome; title: Message } {
  const { status } = payment;
  if (payment.order?.type === 'top_up') {
    if (status === 'pending' || status === 'processing')
      return { outcome: 'pending', title: messageOf('payment.pending') };
    if (status === 'succeeded') return { outcome: 'success', title: messageOf('payment.received') };
    return { outcome: 'fail', title: messageOf('payment.failed') };
  }
  const outcome = paymentOutcome(status);
  const title = {
    success: 'payment.successful',
    pending: 'payment.pending',
    fail: 'payment.failed',
  } as const;
  return { outcome, title: messageOf(title[outcome]) };
}

/** Order types whose result page offers 'Check Order Status'. */
export const STATUS_CHECK_ORDER_TYPES: readonly OrderType[] = ['purchase', 'device_copay'];

/** True when the order type allows a status check. */
export function allowsStatusCheck(type: string | null | undefined): boolean {
  return STATUS_CHECK_ORDER_TYPES.some((allowed) => allowed === type);
}

/**
 * Where 'Check Order Status' leads for an order that allows it: /CheckACPPage with the order's public id, and that
 * page shows the order (DESIGN.md); undefined for other order types.
 */
export function orderStatusPath(order: { type?: OrderType | null; publicId: string }): string | undefined {
  return allowsStatusCheck(order.type) ? withQuery(ROUTES.checkAcp, { orderId: order.publicId }) : undefined;
}
