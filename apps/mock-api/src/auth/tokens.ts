import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@carrier/domain';

/** What a bearer token proves: who, with which role, until when (seconds since the epoch). */
export interface TokenClaims {
  sub: string;
  role: Role;
  exp: number;
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** A compact JWT (HS256), so a developer can paste it into any JWT viewer. */
export function signToken(claims: TokenClaims, secret: string): string {
  const payload = `${encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${encode(JSON.stringify(claims))}`;
  return `${payload}.${signature(payload, secret)}`;
}

export function verifyToken(token: string, secret: string, nowMs: number): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, body, given] = parts as [string, string, string];
  const expected = Buffer.from(signature(`${header}.${body}`, secret));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: 'forged' };
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
