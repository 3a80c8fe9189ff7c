import { describe, expect, it } from 'vitest';
import { carrierError, carrierPact, withCarrierClient } from '../../../testing/pact';
import { sendChatMessage } from './send-chat-message';

const MESSAGE = {
  text: 'First name: Maria\nLast name: Lopez\nEmail: maria.lopez@example.com\nPhone: 2125550143\nMessage: My SIM has not arrived yet.',
  channel: '#support',
  username: 'Contact form',
};

const pact = carrierPact();

describe('sendChatMessage', () => {
  it('delivers the contact form to the support chat', async () => {
    await pact
      .addInteraction()
      .given('the support chat is available')
      .uponReceiving('a contact form message')
      .withRequest('POST', '/webhooks/chat', (request) => request.jsonBody(MESSAGE))
      .willRespondWith(200, (response) => response.jsonBody({ ok: true }))
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await sendChatMessage(client, MESSAGE);
          expect(result.data).toEqual({ ok: true });
        }),
      );
  });

  it('answers INTERNAL_SERVER_ERROR when the chat is down', async () => {
    await pact
      .addInteraction()
      .given('the support chat is unavailable')
      .uponReceiving('a contact form message while the chat is down')
      .withRequest('POST', '/webhooks/chat', (request) => request.jsonBody(MESSAGE))
      .willRespondWith(500, (response) =>
        response.jsonBody(carrierError('INTERNAL_SERVER_ERROR', 'The chat service is unavailable')),
      )
      .executeTest(
        withCarrierClient(async (client) => {
          const result = await sendChatMessage(client, MESSAGE);
          expect(result.error).toMatchObject({ status: 500, code: 'INTERNAL_SERVER_ERROR' });
        }),
      );
  });
});
