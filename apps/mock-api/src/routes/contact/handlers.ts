import { keepNewest } from '../../store/mail';
import type { Handlers } from '../handler';

type ContactOperation = 'postChatMessage';

/** Handlers of the contact operations. */
export const contactHandlers: Handlers<ContactOperation> = {
  /** The chat webhook stand-in keeps what it receives for the chat inbox (/__mock/chat). */
  postChatMessage: ({ body, world }) => {
    keepNewest(world.state.mail.chat, {
      id: `chat-${world.nextId()}`,
      text: body.text,
      channel: body.channel ?? null,
      username: body.username ?? null,
      receivedAt: world.nowIso(),
    });
    return { status: 200, body: { ok: true } };
  },
};
