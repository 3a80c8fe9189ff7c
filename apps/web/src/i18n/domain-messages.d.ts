/** The domain's rule texts in one language, parsed at build time (scripts/compiled-catalogues.ts). */
declare module 'virtual:domain-messages/*' {
  import type { MessageFormatElement } from 'react-intl';

  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
