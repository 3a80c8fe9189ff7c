import { carrierReplyNotice } from '../carrier/error-messages';
import type { CarrierErrorBody } from '../carrier/errors';
import type { Notice } from '../messages';
import { ROUTES } from './routes';

/** What the status lookup pages do with the carrier's answer. */
export type StatusLookupOutcome =
  | { kind: 'show-status' }
  | { kind: 'toast-and-route'; notice: Notice; path: string }
  | { kind: 'show-errors'; notice: Notice };

// Spec 001 §8: "Status check: 404 shows the server message and goes to the not-verified page" (the message is
// the catalogue's words for the code, in the visitor's language).
/** The status lookup's reply: a status is shown; a 404 is a toast and the not-verified page; others inline. */
export function statusLookupOutcome(
  reply: { ok: true } | (CarrierErrorBody & { ok: false; status: number }),
): StatusLookupOutcome {
  if (reply.ok) return { kind: 'show-status' };
  const notice = carrierReplyNotice('getEligibilityStatus', reply);
  return reply.status === 404
    ? { kind: 'toast-and-route', notice, path: ROUTES.notVerifiedEligible }
    : { kind: 'show-errors', notice };
}
