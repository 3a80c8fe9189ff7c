import { describe, expect, it } from 'vitest';
import { readEnv } from './read-env';

describe('readEnv', () => {
  it('points every setting at the local mock by default', () => {
    expect(readEnv({})).toEqual({
      siteUrl: undefined,
      carrierBaseUrl: 'http://127.0.0.1:4010',
      portalUrl: 'http://127.0.0.1:4010/portal',
      timeoutMs: 30_000,
      support: {
        portalUrl: 'http://127.0.0.1:4010/portal',
        email: 'support@example.com',
        phone: '1-800-555-0123',
      },
      company: {
        name: 'Horizon Mobile LLC',
        street: '100 Congress Avenue, Suite 2000',
        city: 'Austin, TX 78701',
      },
    });
  });

  it('points at a real carrier when told to', () => {
    const env = readEnv({
      VITE_SITE_URL: 'https://www.example.test/',
      VITE_CARRIER_BASE_URL: 'https://api.example.test',
      VITE_PORTAL_URL: 'https://portal.example.test',
      VITE_CARRIER_TIMEOUT_MS: '5000',
      VITE_SUPPORT_URL: 'https://help.example.test',
      VITE_SUPPORT_EMAIL: 'help@example.test',
      VITE_SUPPORT_PHONE: '1-888-555-0100',
      VITE_COMPANY_NAME: 'Example Wireless Inc.',
      VITE_COMPANY_STREET: '1 Main Street',
      VITE_COMPANY_CITY: 'Springfield, IL 62701',
    });
    expect(env).toEqual({
      siteUrl: 'https://www.example.test',
      carrierBaseUrl: 'https://api.example.test',
      portalUrl: 'https://portal.example.test',
      timeoutMs: 5000,
      support: {
        portalUrl: 'https://help.example.test',
        email: 'help@example.test',
        phone: '1-888-555-0100',
      },
      company: { name: 'Example Wireless Inc.', street: '1 Main Street', city: 'Springfield, IL 62701' },
    });
  });
});
