import { type CarrierFieldError, fieldErrorLines } from '../carrier/errors';
import { messageOf, type Notice } from '../messages';

/** The device claim's reply: a message, a list of field errors, or the payment page's url. */
export interface DeviceClaimReply {
  message?: string | null;
  errors?: readonly CarrierFieldError[] | null;
  url?: string | null;
}

/** What to do with a device claim reply. */
export type DeviceClaimOutcome =
  | { kind: 'open-payment'; url: string }
  | { kind: 'show-errors'; lines: string[] }
  | { kind: 'toast'; notice: Notice };

/** The device claim (spec 001 §7): its message, else 'field: text' errors, else the url, else a toast. */
export function deviceClaimOutcome(reply: DeviceClaimReply): DeviceClaimOutcome {
  if (reply.message) return { kind: 'toast', notice: { text: reply.message } };
  const lines = fieldErrorLines(reply.errors);
  if (lines.length > 0) return { kind: 'show-errors', lines };
  if (reply.url) return { kind: 'open-payment', url: reply.url };
  return { kind: 'toast', notice: messageOf('toast.stripeLinkNotFound') };
}
