/** Where the site finds the carrier and the outside systems; every default points at the local mock. */
export interface SiteEnv {
  /** The site's public origin (canonical and language links); unset, the browser's own origin serves. */
  siteUrl: string | undefined;
  carrierBaseUrl: string;
  portalUrl: string;
  timeoutMs: number;
  support: { portalUrl: string; email: string; phone: string };
  /** The company block of invoices (spec 000 §9: company details default from configuration). */
  company: { name: string; street: string; city: string };
}

const LOCAL_MOCK = 'http://127.0.0.1:4010';

/** Reads the site's settings from Vite's `VITE_*` variables. */
export function readEnv(vars: Record<string, string | undefined>): SiteEnv {
  const carrierBaseUrl = vars.VITE_CARRIER_BASE_URL || LOCAL_MOCK;
  return {
    siteUrl: vars.VITE_SITE_URL?.replace(/\/$/, '') || undefined,
    carrierBaseUrl,
    portalUrl: vars.VITE_PORTAL_URL || `${carrierBaseUrl}/portal`,
    timeoutMs: Number(vars.VITE_CARRIER_TIMEOUT_MS) || 30_000,
    support: {
      portalUrl: vars.VITE_SUPPORT_URL || `${carrierBaseUrl}/portal`,
      email: vars.VITE_SUPPORT_EMAIL || 'support@example.com',
      phone: vars.VITE_SUPPORT_PHONE || '1-800-555-0123',
    },
    company: {
      name: vars.VITE_COMPANY_NAME || 'Horizon Mobile LLC',
      street: vars.VITE_COMPANY_STREET || '100 Congress Avenue, Suite 2000',
      city: vars.VITE_COMPANY_CITY || 'Austin, TX 78701',
    },
  };
}
