import type { components } from '@carrier/contracts/control';

export type Mail = components['schemas']['Mail'];
export type ChatMessage = components['schemas']['ChatEntry'];

/** What the simulated outside world received: e-mails and chat-webhook messages. */
export interface MailSlice {
  outbox: Mail[];
  chat: ChatMessage[];
}
