import { carrierErrorNotice, carrierFieldNotice } from '../carrier/error-messages';
import type { CarrierErrorBody } from '../carrier/errors';
import { type Message, messageOf, type Notice } from '../messages';

/** The device claim's reply: a refusal (code and field errors), or the payment page's url. */
export interface DeviceClaimReply extends CarrierErrorBody {
  url?: string | null;
}

/** What to do with a device claim reply. */
export type DeviceClaimOutcome =
  | { kind: 'open-payment'; url: string }
  | { kind: 'show-errors'; lines: Message[] }
  | { kind: 'toast'; notice: Notice };

/** The two claim operations: a guest's, and a logged-in subscriber's (whose refusals include another's enrolment). */
export type DeviceClaimOperation = 'claimDeviceBenefit' | 'claimSubscriberDeviceBenefit';

/**
 * The device claim (spec 001 §7): its field errors, one line each, else its code's words (the operation's entry of
 * the map) as a toast, else the url, else 'Stripe link not found'. Lines are the catalogue's words, not the
 * field's code name.
 */
export function deviceClaimOutcome(
  reply: DeviceClaimReply,
  operationId: DeviceClaimOperation,
): DeviceClaimOutcome {
  const lines = (reply.errors ?? []).map((entry) =>
    carrierFieldNotice({ message: entry.message || entry.description }),
  );
  if (lines.length > 0) return { kind: 'show-errors', lines };
  if (reply.error) return { kind: 'toast', notice: carrierErrorNotice(operationId, reply.error) };
  if (reply.url) return { kind: 'open-payment', url: reply.url };
  return { kind: 'toast', notice: messageOf('toast.stripeLinkNotFound') };
}
