import { ROUTES, withQuery } from './routes';

/** The invoice a payment names once it has succeeded: its number and its public id. */
export interface InvoiceRef {
  id: number;
  publicId: string;
}

/** The invoice id the page takes: the number for a logged-in subscriber, else the public id (DESIGN.md). */
export function invoiceIdOf(invoice: InvoiceRef, loggedIn: boolean): string {
  return loggedIn ? String(invoice.id) : invoice.publicId;
}

/** The invoice page of a succeeded payment's invoice; undefined before it has one. */
export function invoicePathOf(
  payment: { status?: string | null; invoice?: InvoiceRef | null },
  loggedIn: boolean,
): string | undefined {
  return payment.status === 'succeeded' && payment.invoice
    ? withQuery(ROUTES.invoice, { invoiceId: invoiceIdOf(payment.invoice, loggedIn) })
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
