import { atomWithStorage } from 'jotai/utils';
import { plainStorage, session } from './browser-storage';

/**
 * The zip code the visitor typed last (the home page's box, the zip page): the zip page starts from it and the
 * wizard's contact step prefills the home address's zip with it (session `zipCode`).
 */
export const zipCodeAtom = atomWithStorage<string | null>('zipCode', null, plainStorage(session), {
  getOnInit: true,
});
