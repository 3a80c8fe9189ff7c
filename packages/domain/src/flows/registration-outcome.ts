import { carrierReplyNotice } from '../carrier/error-messages';
import type { CarrierErrorBody } from '../carrier/errors';
import { type Message, messageOf, messages, type Notice } from '../messages';
import { verifyEmailPath } from './login';

/** Where a registration reply leads. */
export type RegistrationOutcome =
  | { kind: 'route'; path: string; toast: Message }
  | { kind: 'show-error'; notice: Notice };

// The carrier's 'subscriber already exists, code re-sent' reply is a notice, not an error (spec 001 §4).
/** Where a registration reply leads: verification with a toast, or the refusal's words. */
export function registrationOutcome(reply: CarrierErrorBody, email: string): RegistrationOutcome {
  if (
    reply.error === 'SUBSCRIBER_ALREADY_EXISTS' ||
    reply.message === messages['register.subscriberExists']
  ) {
    return { kind: 'route', path: verifyEmailPath(email), toast: messageOf('register.subscriberExists') };
  }
  if (reply.error) return { kind: 'show-error', notice: carrierReplyNotice('registerSubscriber', reply) };
  return { kind: 'route', path: verifyEmailPath(email), toast: messageOf('toast.registered') };
}
