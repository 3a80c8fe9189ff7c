// Where the build keeps what the site server serves.
import { unlocalisedPath } from '../src/i18n/locale-path';

/** The page the server answers for a route of the site that has no pre-rendered page. */
export const APP_SHELL = 'index.html';

/** The site's route a request path names, without its language prefix; null for the build's files. */
export function siteRoutePath(pathname: string): string | null {
  return pathname.startsWith('/assets/') ? null : unlocalisedPath(pathname);
}
