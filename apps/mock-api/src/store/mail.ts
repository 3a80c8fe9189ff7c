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
