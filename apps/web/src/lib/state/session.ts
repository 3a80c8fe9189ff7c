import { isLoggedIn, jwtExpiresAt, ROLE_CODES, type Role } from '@carrier/domain';
import { atom } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import { jsonStorage, local, plainStorage, session } from './browser-storage';
import { isJsonObject } from './stored-record';

const onInit = { getOnInit: true } as const;

const tokenStorage = plainStorage<string | null>(local);

/** The bearer token of the logged-in user (local `TOKEN`). */
export const tokenAtom = atomWithStorage<string | null>('TOKEN', null, tokenStorage, onInit);

/** Who is logged in, as the login stored it (local `userData`). */
export interface UserData {
  email: string;
  role: Role;
  roleCode: number;
}
function isUserData(value: unknown): value is UserData {
  return (
    isJsonObject(value) &&
    typeof value.email === 'string' &&
    typeof value.role === 'string' &&
    Object.hasOwn(ROLE_CODES, value.role) &&
    typeof value.roleCode === 'number'
  );
}
const userDataStorage = jsonStorage(local, isUserData);
export const userDataAtom = atomWithStorage<UserData | null>('userData', null, userDataStorage, onInit);

/** The registered subscriber's id (local `SubscriberId`). */
export const subscriberIdAtom = atomWithStorage<string | null>(
  'SubscriberId',
  null,
  plainStorage(local),
  onInit,
);

const currentUserStorage = plainStorage<string | null>(local);

/** The logged-in user's e-mail (local `currentUser`). */
export const currentUserAtom = atomWithStorage<string | null>(
  'currentUser',
  null,
  currentUserStorage,
  onInit,
);

/** The first and last name of the register step, kept for the session (session `firstName`, `lastName`). */
export const registerFirstNameAtom = atomWithStorage<string | null>(
  'firstName',
  null,
  plainStorage(session),
  onInit,
);
export const registerLastNameAtom = atomWithStorage<string | null>(
  'lastName',
  null,
  plainStorage(session),
  onInit,
);

/** The e-mail and subscriber id of the registration under way (session `e-mail`, `subscriberId`). */
export const registeringEmailAtom = atomWithStorage<string | null>(
  'e-mail',
  null,
  plainStorage(session),
  onInit,
);
export const registeringSubscriberIdAtom = atomWithStorage<string | null>(
  'subscriberId',
  null,
  plainStorage(session),
  onInit,
);

/** Bumped by each re-check of the login state, so that the clock is read again. */
const loginCheckAtom = atom(0);

/** Logged in: a token is stored and its expiry lies in the future (DESIGN.md: one rule everywhere). */
export const isLoggedInAtom = atom((get) => {
  get(loginCheckAtom);
  const token = get(tokenAtom);
  return isLoggedIn({ token, expiresAt: token ? jwtExpiresAt(token) : null }, new Date());
});

/**
 * Re-checks the login state (spec 000 §4): reads the clock again, and the session another tab may have stored or
 * removed in the shared local storage since this tab last read it.
 */
export const recheckLoginAtom = atom(null, (get, set) => {
  const stored = tokenStorage.getItem('TOKEN', null);
  if (stored !== get(tokenAtom)) {
    set(tokenAtom, stored);
    set(userDataAtom, userDataStorage.getItem('userData', null));
    set(currentUserAtom, currentUserStorage.getItem('currentUser', null));
  }
  set(loginCheckAtom, (count) => count + 1);
});

/** Stores a successful login. */
export const logInAtom = atom(null, (_get, set, login: { token: string; user: UserData }) => {
  set(tokenAtom, login.token);
  set(userDataAtom, login.user);
  set(currentUserAtom, login.user.email);
});

/** Logout removes TOKEN, userData, SubscriberId and currentUser (spec 000 §4). */
export const logOutAtom = atom(null, (_get, set) => {
  set(tokenAtom, RESET);
  set(userDataAtom, RESET);
  set(subscriberIdAtom, RESET);
  set(currentUserAtom, RESET);
});
