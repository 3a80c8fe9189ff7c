import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('points every setting at the local mock by default', () => {
    expect(readEnv({})).toEqual({
      carrierBaseUrl: 'http://127.0.0.1:4010',
      portalUrl: 'http://127.0.0.1:4010/portal',
      timeoutMs: 30_000,
    });
  });

  it('points at a real carrier when told to', () => {
    const env = readEnv({
      VITE_CARRIER_BASE_URL: 'https://api.example.test',
      VITE_PORTAL_URL: 'https://portal.example.test',
      VITE_CARRIER_TIMEOUT_MS: '5000',
    });
    expect(env).toEqual({
      carrierBaseUrl: 'https://api.example.test',
      portalUrl: 'https://portal.example.test',
      timeoutMs: 5000,
    });
  });
});
