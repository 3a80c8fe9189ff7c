import { carrierNotice, type Notice } from '../messages';

/** A purchase's reply (SIM, add-ons, renewal): the hosted checkout's url, or the carrier's message. */
export interface PurchaseReply {
  url?: string | null;
  message?: string | null;
}

/** What to do with a purchase reply. */
export type PurchaseOutcome = { kind: 'open-payment'; url: string } | { kind: 'toast'; notice: Notice };

/**
 * A purchase (spec 000 §7 "→ url or message", §4 "the browser is sent to the returned payment url"): the url,
 * else the server's message as a toast (§8). A reply with a url carries no message (the document's rule), so
 * this order and the device claim's message-first order never disagree.
 */
export function purchaseOutcome(reply: PurchaseReply): PurchaseOutcome {
  if (reply.url) return { kind: 'open-payment', url: reply.url };
  return { kind: 'toast', notice: carrierNotice(reply.message, 'common.somethingWentWrong') };
}
