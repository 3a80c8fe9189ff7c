import type { Schemas } from './schemas';

type Order = Schemas['Order'];

export interface OrderRecord {
  order: Order;
  /** The subscriber who bought it; null for a guest. */
  ownerId: number | null;
}

/** A hosted checkout page, in the manner of Stripe Checkout: what is being paid and where the browser returns. */
export interface CheckoutRecord {
  id: string;
  orderId: number;
  paymentId: number;
  amount: number;
  lines: { name: string; amount: number; quantity: number }[];
  customerEmail: string | null;
  /** The mock session of the purchase: scenarios armed for it decide the payment. */
  session: string | null;
  status: 'open' | 'complete' | 'canceled';
  createdAt: string;
  /** Why the last attempt failed (a declined card); the session stays open for another card, as Stripe's does. */
  lastError?: string;
}

export interface InvoiceRecord {
  /** One invoice per paid order, numbered as the order. */
  id: number;
  orderId: number;
  createdAt: string;
}

export interface SimRecord {
  esn: string;
  mdn: string;
  activatedAt: string;
  ownerId: number | null;
}

export interface AddOnActivationRecord {
  mdn: string;
  activationCode: string;
  activatedAt: string;
}

/** A plan renewal e-mailed to a subscriber; paying it opens a checkout of type `renewal`. */
export interface RenewalRecord {
  renewal: Schemas['Renewal'];
  planPricingId: number;
  /** The subscriber it renews for; the order's customer comes from their profile. */
  ownerId: number;
  /** The orders opened to pay it; the first one paid settles it. */
  orderIds: number[];
}

export interface CommerceSlice {
  orders: OrderRecord[];
  fulfillments: Schemas['Fulfillment'][];
  payments: Schemas['Payment'][];
  checkouts: CheckoutRecord[];
  invoices: InvoiceRecord[];
  sims: SimRecord[];
  addOnActivations: AddOnActivationRecord[];
  renewals: RenewalRecord[];
}
