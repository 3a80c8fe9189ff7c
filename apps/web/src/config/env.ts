import { readEnv } from './read-env';

export type { SiteEnv } from './read-env';

/** The site's settings, from the build's `VITE_*` variables. */
export const env = readEnv(import.meta.env);
