/** Where the site finds the carrier and the outside systems; every default points at the local mock. */
export interface SiteEnv {
  carrierBaseUrl: string;
  portalUrl: string;
  timeoutMs: number;
}

const LOCAL_MOCK = 'http://127.0.0.1:4010';

/** Reads the site's settings from Vite's `VITE_*` variables. */
export function readEnv(vars: Record<string, string | undefined>): SiteEnv {
  const carrierBaseUrl = vars.VITE_CARRIER_BASE_URL || LOCAL_MOCK;
  return {
    carrierBaseUrl,
    portalUrl: vars.VITE_PORTAL_URL || `${carrierBaseUrl}/portal`,
    timeoutMs: Number(vars.VITE_CARRIER_TIMEOUT_MS) || 30_000,
  };
}

export const env = readEnv(import.meta.env);
