import type { ContactFormInput } from '../validation/contact';
import { type Text, text } from '../validation/rules';

/** The support chat channel and sender the contact form posts as (spec 001 §7: "a channel and a username"). */
export const CONTACT_CHAT = { channel: '#support', username: 'Contact form' } as const;

/** The chat message of a contact form (spec 001 §7): its fields as a text block, one per line, trimmed. */
export function contactChatMessage(form: ContactFormInput): {
  text: string;
  channel: string;
  username: string;
} {
  const line = (label: string, value: Text) => `${label}: ${text(value).trim()}`;
  return {
    text: [
      line('First name', form.firstName),
      line('Last name', form.lastName),
      line('Email', form.email),
      line('Phone', form.phone),
      line('Message', form.message),
    ].join('\n'),
    ...CONTACT_CHAT,
  };
}
