import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales';
import { local, plainStorage } from './browser-storage';

const onInit = { getOnInit: true } as const;

/** The chosen language (local `user-locale`); an unknown stored value reads as the default. */
export const localeAtom = atomWithStorage<Locale>(
  'user-locale',
  DEFAULT_LOCALE,
  plainStorage<Locale>(local, isLocale),
  onInit,
);

/** The reseller code validated by its call and attached to guest purchases, activation and registration. */
export const resellerCodeAtom = atomWithStorage<string | null>(
  'resellerCode',
  null,
  plainStorage(local),
  onInit,
);
