import { type Static, Type } from '@sinclair/typebox';
import { CarrierSchema, Nullable } from './schemas';

export const OrderRecordSchema = Type.Object(
  {
    order: CarrierSchema('Order'),
    /** The subscriber who bought it; null for a guest. */
    ownerId: Nullable(Type.Integer()),
  },
  { additionalProperties: false },
);
export type OrderRecord = Static<typeof OrderRecordSchema>;

/** A hosted checkout page, in the manner of Stripe Checkout: what is being paid and where the browser returns. */
export const CheckoutRecordSchema = Type.Object(
  {
    id: Type.String(),
    orderId: Type.Integer(),
    paymentId: Type.Integer(),
    amount: Type.Number(),
    lines: Type.Array(
      Type.Object(
        { name: Type.String(), amount: Type.Number(), quantity: Type.Integer() },
        { additionalProperties: false },
      ),
    ),
    customerEmail: Nullable(Type.String()),
    /** The mock session of the purchase: scenarios armed for it decide the payment. */
    session: Nullable(Type.String()),
    status: Type.Union([Type.Literal('open'), Type.Literal('complete'), Type.Literal('canceled')]),
    createdAt: Type.String(),
    /** Why the last attempt failed (a declined card); the session stays open for another card, as Stripe's does. */
    lastError: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type CheckoutRecord = Static<typeof CheckoutRecordSchema>;

export const InvoiceRecordSchema = Type.Object(
  {
    /** One invoice per paid order, numbered as the order. */
    id: Type.Integer(),
    orderId: Type.Integer(),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export type InvoiceRecord = Static<typeof InvoiceRecordSchema>;

export const SimRecordSchema = Type.Object(
  { esn: Type.String(), mdn: Type.String(), activatedAt: Type.String(), ownerId: Nullable(Type.Integer()) },
  { additionalProperties: false },
);
export type SimRecord = Static<typeof SimRecordSchema>;

export const AddOnActivationRecordSchema = Type.Object(
  { mdn: Type.String(), activationCode: Type.String(), activatedAt: Type.String() },
  { additionalProperties: false },
);
export type AddOnActivationRecord = Static<typeof AddOnActivationRecordSchema>;

/** A plan renewal e-mailed to a subscriber; paying it opens a checkout of type `renewal`. */
export const RenewalRecordSchema = Type.Object(
  {
    renewal: CarrierSchema('Renewal'),
    planPricingId: Type.Integer(),
    /** The subscriber it renews for; the order's customer comes from their profile. */
    ownerId: Type.Integer(),
    /** The orders opened to pay it; the first one paid settles it. */
    orderIds: Type.Array(Type.Integer()),
  },
  { additionalProperties: false },
);
export type RenewalRecord = Static<typeof RenewalRecordSchema>;

export const CommerceSliceSchema = Type.Object(
  {
    orders: Type.Array(OrderRecordSchema),
    fulfillments: Type.Array(CarrierSchema('Fulfillment')),
    payments: Type.Array(CarrierSchema('Payment')),
    checkouts: Type.Array(CheckoutRecordSchema),
    invoices: Type.Array(InvoiceRecordSchema),
    sims: Type.Array(SimRecordSchema),
    addOnActivations: Type.Array(AddOnActivationRecordSchema),
    renewals: Type.Array(RenewalRecordSchema),
  },
  { additionalProperties: false },
);
export type CommerceSlice = Static<typeof CommerceSliceSchema>;
