import { ROUTES, withQuery } from '../flows/routes';
import { catalogueMessage, messageOf, type Notice } from '../messages';
import { decodeBase64, encodeBase64 } from './base64';

/** The error page's path carrying a message, base64-encoded as UTF-8. */
export function errorPagePath(message: string): string {
  return withQuery(ROUTES.errorPage, { message: encodeBase64(message) });
}

/**
 * The error page's text: the decoded message (a catalogue text by its id, so it shows in the visitor's language),
 * or 'Something went wrong' when it is missing or unreadable.
 */
export function errorPageNotice(param: string | null | undefined): Notice {
  const text = param ? decodeBase64(param) : undefined;
  if (!text) return messageOf('errorPage.default');
  return catalogueMessage(text) ?? { text };
}
