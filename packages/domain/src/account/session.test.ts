import { describe, expect, it } from 'vitest';
import { encodeBase64 } from '../encoding/base64';
import { isLoggedIn, jwtExpiresAt, resetPasswordScope } from './session';

const now = new Date(Date.UTC(2024, 5, 15, 12));

function jwt(payload: object): string {
  const part = encodeBase64(JSON.stringify(payload))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `eyJhbGciOiJIUzI1NiJ9.${part}.signature`;
}

describe('session', () => {
  it.each([
    [{ token: 't', expiresAt: now.getTime() + 1 }, true],
    [{ token: 't', expiresAt: now.getTime() }, false],
    [{ token: 't', expiresAt: null }, false],
    [{ token: '', expiresAt: now.getTime() + 1 }, false],
    [{}, false],
  ])('%j is logged in: %s', (session, expected) => {
    expect(isLoggedIn(session, now)).toBe(expected);
  });

  it.each([
    [jwt({ sub: 'ana', exp: 1_718_500_000 }), 1_718_500_000_000],
    [jwt({ sub: 'ana?>' }), undefined],
    [jwt({ exp: 'soon' }), undefined],
    ['not-a-jwt', undefined],
    ['a.%%%.c', undefined],
  ])('jwtExpiresAt(%j) is %j', (token, expiry) => {
    expect(jwtExpiresAt(token)).toBe(expiry);
  });

  it.each([
    ['subscriber', 'public'],
    ['reseller', 'reseller'],
    ['administrator', 'administrator'],
  ] as const)('a %s resets through %s', (role, scope) => {
    expect(resetPasswordScope(role)).toBe(scope);
  });
});
