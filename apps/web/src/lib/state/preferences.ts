import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { local, plainStorage } from './browser-storage';

const onInit = { getOnInit: true } as const;

/**
 * The page's language: its address's (main.tsx). The visitor's stored choice (local `user-locale`) is the head
 * script's alone (src/i18n/locale-path.ts): it is written when the visitor picks a language, never at start-up.
 */
export const localeAtom = atom<Locale>(DEFAULT_LOCALE);

/** The reseller code validated by its call and attached to guest purchases, activation and registration. */
export const resellerCodeAtom = atomWithStorage<string | null>(
  'resellerCode',
  null,
  plainStorage(local),
  onInit,
);
