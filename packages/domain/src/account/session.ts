import { decodeBase64 } from '../encoding/base64';
import type { Role } from './roles';

/** Logged in = a token is stored and its expiry (epoch milliseconds) lies after `now` (DESIGN.md). */
export function isLoggedIn(
  session: { token?: string | null; expiresAt?: number | null },
  now: Date,
): boolean {
  return Boolean(session.token) && session.expiresAt != null && session.expiresAt > now.getTime();
}

/** The expiry of a JWT (its `exp` claim, in milliseconds), or undefined when the token has none. */
export function jwtExpiresAt(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const json = decodeBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  try {
    const exp: unknown = JSON.parse(json ?? '')?.exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The path segment of a password reset: 'public' for subscribers, the role's name otherwise. */
export function resetPasswordScope(role: Role): 'public' | Exclude<Role, 'subscriber'> {
  return role === 'subscriber' ? 'public' : role;
}
