import { carrierErrorNotice, carrierFieldNotice } from '../carrier/error-messages';
import type { CarrierErrorBody } from '../carrier/errors';
import { type Message, messageOf, type Notice } from '../messages';
import { ROUTES } from './routes';

/** The device claim's reply: a refusal (code and field errors), or the payment page's url. */
export interface DeviceClaimReply extends CarrierErrorBody {
  url?: string | null;
}

/** What to do with a device claim reply. */
export type DeviceClaimOutcome =
  | { kind: 'open-payment'; url: string }
  | { kind: 'show-errors'; lines: Message[] }
  | { kind: 'toast'; notice: Notice; path?: string };

/** The claim names an enrolment NLAD does not hold: nothing on the page can claim for it. */
const UNKNOWN_SUBSCRIBER = 'NLAD_SUBSCRIBER_NOT_FOUND';

/** The two claim operations: a guest's, and a logged-in subscriber's (whose refusals include another's enrolment). */
export type DeviceClaimOperation = 'claimDeviceBenefit' | 'claimSubscriberDeviceBenefit';

/**
 * The device claim (spec 001 §7): its field errors, one line each, else its code's words (the operation's entry of
 * the map) as a toast, else the url, else 'Stripe link not found'. Lines are the catalogue's words, not the
 * field's code name. An unknown NLAD subscriber id goes home after its toast, as a missing one does (spec 001 §8).
 */
export function deviceClaimOutcome(
  reply: DeviceClaimReply,
  operationId: DeviceClaimOperation,
): DeviceClaimOutcome {
  const lines = (reply.errors ?? []).map((entry) =>
    carrierFieldNotice({ message: entry.message || entry.description }),
  );
  if (lines.length > 0) return { kind: 'show-errors', lines };
  if (reply.error === UNKNOWN_SUBSCRIBER)
    return { kind: 'toast', notice: carrierErrorNotice(operationId, reply.error), path: ROUTES.home };
  if (reply.error) return { kind: 'toast', notice: carrierErrorNotice(operationId, reply.error) };
  if (reply.url) return { kind: 'open-payment', url: reply.url };
  return { kind: 'toast', notice: messageOf('toast.stripeLinkNotFound') };
}
