import { createStore } from 'jotai';

/** The site's one jotai store: the React tree and the route loaders read the same atoms. */
export const store = createStore();
