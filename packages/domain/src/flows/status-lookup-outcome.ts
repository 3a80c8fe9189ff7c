import { carrierReplyNotice } from '../carrier/error-messages';
import type { CarrierErrorBody } from '../carrier/errors';
import { messageOf, type Notice } from '../messages';
import { ROUTES } from './routes';

/** What the status lookup pages do with the carrier's answer. */
export type StatusLookupOutcome =
  | { kind: 'show-status' }
  | { kind: 'toast-and-route'; notice: Notice; path: string }
  | { kind: 'show-errors'; notice: Notice };

/**
 * The status lookup's reply: a status is shown; a 404 goes to the not-verified page with the catalogue's words for
 * the code (spec 001 §8), except a number the carrier does not know (ELIGIBILITY_CHECK_NOT_FOUND): a mistyped number
 * is not a failed eligibility decision, so the lookup says so, once, where it can be corrected (W-27); others inline.
 */
export function statusLookupOutcome(
  reply: { ok: true } | (CarrierErrorBody & { ok: false; status: number }),
): StatusLookupOutcome {
  if (reply.ok) return { kind: 'show-status' };
  if (reply.status === 404 && reply.error === 'ELIGIBILITY_CHECK_NOT_FOUND')
    return { kind: 'show-errors', notice: messageOf('statusLookup.notFound') };
  const notice = carrierReplyNotice('getEligibilityStatus', reply);
  return reply.status === 404
    ? { kind: 'toast-and-route', notice, path: ROUTES.notVerifiedEligible }
    : { kind: 'show-errors', notice };
}
