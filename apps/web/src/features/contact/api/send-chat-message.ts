import { type CarrierClient, type components, type Settled, settle } from '@carrier/contracts';

export type ChatMessageRequest = components['schemas']['ChatMessageRequest'];

/** Posts the contact form, one field a line, to the support chat webhook. */
export function sendChatMessage(
  client: CarrierClient,
  body: ChatMessageRequest,
): Promise<Settled<components['schemas']['ChatAck']>> {
  return settle(client.POST('/webhooks/chat', { body }));
}
