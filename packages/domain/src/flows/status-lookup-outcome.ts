import { type CarrierErrorBody, carrierErrorText } from '../carrier/errors';
import { carrierNotice, messageOf, type Notice } from '../messages';

/** What the status lookup pages do with the carrier's answer. */
export type StatusLookupOutcome = { kind: 'show-status' } | { kind: 'show-errors'; notice: Notice };

/**
 * The status lookup's reply: a status is shown; anything else is said on the lookup itself. Spec 001 §8 sends a 404
 * to the not-verified page, but a mistyped number is not a failed eligibility decision: the lookup says the number
 * is unknown, once, so it can be corrected where it was typed (W-27).
 */
export function statusLookupOutcome(
  reply: { ok: true } | (CarrierErrorBody & { ok: false; status: number }),
): StatusLookupOutcome {
  if (reply.ok) return { kind: 'show-status' };
  if (reply.status === 404) return { kind: 'show-errors', notice: messageOf('statusLookup.notFound') };
  return { kind: 'show-errors', notice: carrierNotice(carrierErrorText(reply), 'common.somethingWentWrong') };
}
