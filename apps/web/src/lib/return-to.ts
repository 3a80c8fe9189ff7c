import { ROUTES, withQuery } from '@carrier/domain';
import { atomWithStorage } from 'jotai/utils';
import { plainStorage, session } from './state/browser-storage';

/**
 * The page a login started in the middle of a journey comes back to (DESIGN.md), with its query (the cart, the
 * choice): kept for the tab (session `returnTo`), so a registration, its e-mail check and the login after it
 * still end there.
 */
export const returnToAtom = atomWithStorage<string | null>('returnTo', null, plainStorage(session), {
  getOnInit: true,
});

/** A path of this site (never another origin, `//host` or a scheme): the only place a login may send back to. */
export function sitePath(value: string | null | undefined): string | null {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;
}

/** The login page, asked to come back to `path` after the login. */
export function loginReturningTo(path: string): string {
  return withQuery(ROUTES.logOrRegister, { register: 'false', returnTo: path });
}
