import { type Static, Type } from '@sinclair/typebox';
import { ControlSchema } from './schemas';

const MailSchema = ControlSchema('Mail');
export type Mail = Static<typeof MailSchema>;
const ChatMessageSchema = ControlSchema('ChatEntry');
export type ChatMessage = Static<typeof ChatMessageSchema>;

/** What the simulated outside world received: e-mails and chat-webhook messages. */
export const MailSliceSchema = Type.Object(
  { outbox: Type.Array(MailSchema), chat: Type.Array(ChatMessageSchema) },
  { additionalProperties: false },
);
export type MailSlice = Static<typeof MailSliceSchema>;

/**
 * The outbox and the chat inbox each keep their newest this many; older ones are dropped as new ones come, so a
 * long run's state (and the memory holding it) does not grow with every e-mail sent.
 */
export const MAILBOX_KEPT = 5_000;

/** Adds an entry to a mailbox, dropping the oldest past MAILBOX_KEPT (a tenth at a time: linear, not per entry). */
export function keepNewest<T>(mailbox: T[], entry: T): void {
  mailbox.push(entry);
  if (mailbox.length > MAILBOX_KEPT + MAILBOX_KEPT / 10) mailbox.splice(0, mailbox.length - MAILBOX_KEPT);
}
