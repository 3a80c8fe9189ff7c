import { ROUTES, withQuery } from './routes';

/** The invoice a payment names once it has succeeded: its number and its public id. */
export interface InvoiceRef {
  id: number;
  publicId: string;
}

/**
 * The invoice page of a succeeded payment's invoice, by its public id; undefined before it has one. The public id,
 * logged in or not: the order may have been placed as a guest, which the subscriber path does not know (W-15).
 */
export function invoicePathOf(payment: {
  status?: string | null;
  invoice?: InvoiceRef | null;
}): string | undefined {
  return payment.status === 'succeeded' && payment.invoice
    ? withQuery(ROUTES.invoice, { invoiceId: payment.invoice.publicId })
    : undefined;
}

/**
 * Which path reads an invoice (spec 000 §6): the subscriber path, by number, when logged in; the public path,
 * by public id, for visitors (and for a public id a logged-in visitor opens).
 */
export function invoiceLookup(
  invoiceId: string,
  loggedIn: boolean,
): { scope: 'subscriber'; id: number } | { scope: 'public'; id: string } {
  return loggedIn && /^\d+$/.test(invoiceId)
    ? { scope: 'subscriber', id: Number(invoiceId) }
    : { scope: 'public', id: invoiceId };
}
