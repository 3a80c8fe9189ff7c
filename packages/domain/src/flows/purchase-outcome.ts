import { messageOf, type Notice } from '../messages';

/** A purchase's reply (SIM, add-ons, renewal): the hosted checkout's url. */
export interface PurchaseReply {
  url?: string | null;
}

/** What to do with a purchase reply. */
export type PurchaseOutcome = { kind: 'open-payment'; url: string } | { kind: 'toast'; notice: Notice };

/**
 * A successful purchase (spec 000 §4 "the browser is sent to the returned payment url"): the url, else 'Stripe
 * link not found' (spec 001 §8). A refusal is worded by its code (carrier/error-messages.ts), never by the
 * carrier's own message.
 */
export function purchaseOutcome(reply: PurchaseReply): PurchaseOutcome {
  if (reply.url) return { kind: 'open-payment', url: reply.url };
  return { kind: 'toast', notice: messageOf('toast.stripeLinkNotFound') };
}
