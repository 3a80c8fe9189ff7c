import { createCarrierClient } from '@carrier/contracts';
import { env } from '../config/env';

/** The site's one carrier client. */
export const carrier = createCarrierClient({
  baseUrl: env.carrierBaseUrl,
  timeoutMs: env.timeoutMs,
  getToken: () => localStorage.getItem('TOKEN'),
  resellerCode: () => localStorage.getItem('resellerCode'),
});
