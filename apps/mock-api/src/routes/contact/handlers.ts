import type { Handlers } from '../handler';

type ContactOperation = 'postChatMessage';

/** Handlers of the contact operations. */
export const contactHandlers: Handlers<ContactOperation> = {
  postChatMessage: () => {
    throw new Error('postChatMessage is not implemented yet');
  },
};
