import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';

/** The languages the carrier speaks to people in: the site's. Spanish speaks as usted, as the site does. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language of a request's `Accept-Language`, as HTTP negotiates it (quality values, `es-US` for `es`): the
 * web sends the visitor's language with each call, a browser its own on the hosted pages. English when the
 * header names neither.
 */
export function requestLanguage(headers: IncomingHttpHeaders): Language {
  // No header accepts any language (RFC 9110 §12.5.4): the first, without a negotiator made for it.
  if (headers['accept-language'] === undefined) return 'en';
  return (new Negotiator({ headers }).language([...LANGUAGES]) as Language | undefined) ?? 'en';
}
