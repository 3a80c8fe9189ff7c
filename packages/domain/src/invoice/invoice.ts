import type { DurationUnit, OrderItemType, OrderType } from '../carrier/codes';
import { roundCents } from '../catalogue/money';

/** What an invoice row needs of a plan or add-on. */
export interface InvoiceAllowances {
  name: string;
  bandwidth?: number | null;
  callMinutes?: number | null;
  sms?: number | null;
}

/** One order item, by its type: plan, addon_plan, sim, device, top_up. */
export interface InvoiceOrderItem {
  type: OrderItemType;
  total: number;
  quantity: number;
  planPricing?: { duration: number; durationUnit: DurationUnit; plan?: InvoiceAllowances | null } | null;
  addOnPlan?: InvoiceAllowances | null;
  sim?: { mdn?: string | null; planName?: string | null } | null;
  device?: { name: string; model?: string | null } | null;
}

/** One surcharge of an order: a percentage of the subtotal (or a fixed value when no percentage is given). */
export interface OrderSurcharge {
  value?: number | null;
  percentage?: number | null;
}

/** What the invoice needs of an order. */
export interface InvoiceOrder {
  type?: OrderType | null;
  subTotal: number;
  total: number;
  /** The shipping rate charged; the invoice shows it as tax. */
  shippingRate?: number | null;
  orderItems?: readonly InvoiceOrderItem[] | null;
  orderSurcharges?: readonly OrderSurcharge[] | null;
}

/** An allowance shown on a row. */
export interface Allowance {
  amount: number;
  unit: 'GB' | 'MB' | 'min' | 'sms';
}

/** A row of the invoice's item table. */
export interface InvoiceRow {
  type: OrderItemType;
  name: string;
  period?: { duration: number; unit: DurationUnit };
  allowances: Allowance[];
  quantity: number;
  total: number;
}

const gigabytes = (megabytes: number) => Math.round((megabytes / 1024) * 100) / 100;

function allowances(source: InvoiceAllowances | null | undefined, data: 'GB' | 'MB'): Allowance[] {
  if (!source) return [];
  const bandwidth =
    source.bandwidth == null || data === 'MB' ? source.bandwidth : gigabytes(source.bandwidth);
  const all: [number | null | undefined, Allowance['unit']][] = [
    [bandwidth, data],
    [source.callMinutes, 'min'],
    [source.sms, 'sms'],
  ];
  return all.flatMap(([amount, unit]) => (amount == null ? [] : [{ amount, unit }]));
}

// SIM rows name the MDN, else the plan; device rows the device's name and model.
/** The row of an order item: plan (period, data in GB), add-on (what it gives, data in MB), SIM, device or top-up. */
export function invoiceRow(item: InvoiceOrderItem): InvoiceRow {
  const base = { type: item.type, quantity: item.quantity, total: item.total };
  const plan = item.planPricing?.plan;
  switch (item.type) {
    case 'plan': {
      const pricing = item.planPricing;
      const period = pricing ? { period: { duration: pricing.duration, unit: pricing.durationUnit } } : {};
      return { ...base, ...period, name: plan?.name ?? '', allowances: allowances(plan, 'GB') };
    }
    case 'addon_plan':
      // An add-on gives one kind of allowance; the others it leaves at 0 are not part of it (W-20).
      return {
        ...base,
        name: item.addOnPlan?.name ?? '',
        allowances: allowances(item.addOnPlan, 'MB').filter((allowance) => allowance.amount !== 0),
      };
    case 'sim':
      return { ...base, name: item.sim?.mdn || item.sim?.planName || '', allowances: [] };
    case 'device':
      return {
        ...base,
        name: [item.device?.name, item.device?.model].filter(Boolean).join(' '),
        allowances: [],
      };
    case 'top_up':
      return { ...base, name: '', allowances: [] };
  }
}

/** A surcharge's amount: its percentage of the subtotal, or its value when it has no percentage. */
export function surchargeAmount(surcharge: OrderSurcharge, subTotal: number): number {
  return roundCents(
    surcharge.percentage == null ? (surcharge.value ?? 0) : (subTotal * surcharge.percentage) / 100,
  );
}

/** The invoice's table and totals. */
export interface InvoiceSummary {
  rows: InvoiceRow[];
  subTotal: number;
  /** Only when the order has a shipping rate: the rate is shown as tax. */
  tax?: number;
  /** Only when the order has at least one surcharge: their sum. */
  surcharge?: number;
  total: number;
}

/** The invoice's rows and totals: tax row only with a shipping rate, surcharge row only with a surcharge. */
export function invoiceSummary(order: InvoiceOrder): InvoiceSummary {
  const surcharges = order.orderSurcharges ?? [];
  const summary: InvoiceSummary = {
    rows: (order.orderItems ?? []).map(invoiceRow),
    subTotal: order.subTotal,
    total: order.total,
  };
  if (order.shippingRate != null) summary.tax = order.shippingRate;
  if (surcharges.length > 0) {
    summary.surcharge = roundCents(
      surcharges.reduce((sum, item) => sum + surchargeAmount(item, order.subTotal), 0),
    );
  }
  return summary;
}

/** The billed-to name: first name, a space, last name (the spec's page repeated the first name). */
export function billedToName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.firstName, person.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** The ship-to block shows for purchase orders of a logged-in visitor. */
export function showsShipTo(orderType: string | null | undefined, loggedIn: boolean): boolean {
  return loggedIn && orderType === 'purchase';
}
