import { describe, expect, it } from 'vitest';
import { contactChatMessage } from './contact-message';

describe('contactChatMessage', () => {
  it('writes the form one field a line, trimmed, to the support channel', () => {
    expect(
      contactChatMessage({
        firstName: ' Maria ',
        lastName: 'Lopez',
        email: 'maria.lopez@example.com',
        phone: '2125550143',
        message: 'My SIM has not arrived yet. ',
      }),
    ).toEqual({
      text: 'First name: Maria\nLast name: Lopez\nEmail: maria.lopez@example.com\nPhone: 2125550143\nMessage: My SIM has not arrived yet.',
      channel: '#support',
      username: 'Contact form',
    });
  });
});
