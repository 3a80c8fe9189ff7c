import { periodLabel } from '@carrier/domain';
import type { Schemas } from '../store/schemas';
import type { World } from '../world';
import { publicId } from './public-ids';

type OrderItem = Schemas['OrderItem'];

export interface CheckoutRequest {
  type: Schemas['OrderType'];
  /** The subscriber buying; null for a guest. */
  ownerId: number | null;
  customer: Schemas['OrderCustomer'];
  items: Omit<OrderItem, 'id'>[];
  /** Where the order ships; null for what is not shipped (add-ons, renewals). */
  shipping: Omit<Schemas['Fulfillment'], 'id' | 'orderId' | 'status'> | null;
  /** The shipping rate charged (the invoice shows it as tax); null when nothing ships. */
  shippingRate: number | null;
  /** The `X-Mock-Session` of the call that opened it (the browser that pays cannot send the header). */
  session: string | null;
  /** Surcharges as percentages of the subtotal. */
  surcharges: { name: string; percentage: number }[];
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Line totals, surcharges (a percentage of the subtotal) and shipping make the order total. */
export function orderTotals(request: Pick<CheckoutRequest, 'items' | 'shippingRate' | 'surcharges'>) {
  const subTotal = cents(request.items.reduce((sum, item) => sum + item.total, 0));
  const orderSurcharges = request.surcharges.map(({ name, percentage }) => ({
    name,
    percentage,
    value: cents((subTotal * percentage) / 100),
  }));
  const surchargeTotal = orderSurcharges.reduce((sum, surcharge) => sum + surcharge.value, 0);
  return { subTotal, orderSurcharges, total: cents(subTotal + surchargeTotal + (request.shippingRate ?? 0)) };
}

/**
 * Creates an order with its fulfillment, a pending payment and a hosted checkout session, in the manner
 * of Stripe Checkout; the browser is sent to the returned `url` to pay.
 */
export function openCheckout(world: World, request: CheckoutRequest): Schemas['CheckoutSession'] {
  const { commerce } = world.state;
  const orderId = world.nextId();
  const fulfillmentId = request.shipping ? `FUL-${orderId}` : null;
  const { subTotal, orderSurcharges, total } = orderTotals(request);
  const order: Schemas['Order'] = {
    id: orderId,
    publicId: publicId('ord'),
    type: request.type,
    status: 'pending',
    fulfillmentId,
    subTotal,
    total,
    shippingRate: request.shippingRate,
    orderItems: request.items.map((item) => ({ ...item, id: world.nextId() })),
    orderSurcharges,
    createdAt: world.nowIso(),
    customer: request.customer,
  };
  commerce.orders.push({ order, ownerId: request.ownerId });
  if (request.shipping && fulfillmentId) {
    commerce.fulfillments.push({ ...request.shipping, id: fulfillmentId, orderId, status: 'pending' });
  }
  const paymentId = world.nextId();
  const publicPaymentId = publicId('pay');
  commerce.payments.push({
    id: paymentId,
    publicId: publicPaymentId,
    status: 'pending',
    amount: total,
    order: { id: orderId, publicId: order.publicId, type: request.type, fulfillmentId },
  });
  const checkoutId = `cs_test_${paymentId}${orderId}`;
  const lines = [
    ...order.orderItems.map((item) => ({
      name: itemLabel(item),
      amount: item.total,
      quantity: item.quantity,
    })),
    ...(request.shippingRate !== null
      ? [{ name: 'Shipping', amount: request.shippingRate, quantity: 1 }]
      : []),
    ...orderSurcharges.map((surcharge) => ({
      name: `${surcharge.name} (${surcharge.percentage}%)`,
      amount: surcharge.value,
      quantity: 1,
    })),
  ];
  commerce.checkouts.push({
    id: checkoutId,
    orderId,
    paymentId,
    amount: total,
    lines,
    customerEmail: request.customer.emailAddress,
    session: request.session,
    status: 'open',
    createdAt: world.nowIso(),
  });
  return {
    url: world.links.checkout(checkoutId),
    orderId,
    paymentId,
    publicOrderId: order.publicId,
    publicPaymentId,
  };
}

/** A plan pricing as an order line names it: its length and the plan's allowances. */
export function orderPlanPricing(
  pricing: Schemas['PlanPricing'],
  plan: Schemas['Plan'],
): Schemas['OrderItemPlanPricing'] {
  const { name, bandwidth, callMinutes, sms } = plan;
  const { id, duration, durationUnit } = pricing;
  return { id, duration, durationUnit, plan: { name, bandwidth, callMinutes, sms } };
}

/** A plan line's name with its length, as the quote and the checkout show it: 'Everyday 15 - 6 MO'. */
export function planLineName(pricing: Schemas['OrderItemPlanPricing']): string {
  return `${pricing.plan.name} - ${pricing.duration} ${periodLabel(pricing.durationUnit, pricing.duration).text}`;
}

function itemLabel(item: OrderItem): string {
  if (item.planPricing) return planLineName(item.planPricing);
  if (item.addOnPlan) return item.addOnPlan.name;
  if (item.device) return item.device.name;
  if (item.sim) return 'SIM card';
  return 'Balance top-up';
}
