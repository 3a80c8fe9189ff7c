import { createCarrierClient } from '@carrier/contracts';
import { env } from '../config/env';
import { DEMO_BUILD } from './demo/demo-build';
import { mockSessionMiddleware } from './demo/mock-session';
import { localeAtom, resellerCodeAtom } from './state/preferences';
import { tokenAtom } from './state/session';
import { store } from './state/store';

/** The site's one carrier client. */
export const carrier = createCarrierClient({
  baseUrl: env.carrierBaseUrl,
  timeoutMs: env.timeoutMs,
  getToken: () => store.get(tokenAtom),
  resellerCode: () => store.get(resellerCodeAtom),
  language: () => store.get(localeAtom),
});

if (DEMO_BUILD) carrier.use(mockSessionMiddleware);
