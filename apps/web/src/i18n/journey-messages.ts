import { atom } from 'jotai';
import { localeAtom } from '../lib/state/preferences';
import { store } from '../lib/state/store';
import { type Catalogue, loadMessages } from './load-messages';

/** Messages the page got after its first render: the journeys', when a pre-rendered page hydrated without them. */
export const addedMessagesAtom = atom<Catalogue>({});

let deferred = false;
let loading: Promise<void> | undefined;

/** The page hydrated with the site's messages only (main.tsx): the journeys' come before the next page renders. */
export function deferJourneyMessages() {
  deferred = true;
}

/** Resolves once the journeys' messages are there: at once unless the first page left them out, then loads them. */
export function journeyMessages(): Promise<void> {
  if (!deferred) return Promise.resolve();
  loading ??= loadMessages(store.get(localeAtom), ['journeys']).then(
    (messages) => store.set(addedMessagesAtom, messages),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
