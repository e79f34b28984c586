/** What the client reads from the bearer token; the server alone verifies it. */
export interface TokenClaims {
  /** Expiry, seconds since the epoch; null when the token carries none. */
  exp: number | null;
  /** `adm` = 1: an administrator, for whom profile and subscription are not loaded. */
  admin: boolean;
  payload: Record<string, unknown>;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url to bytes, written out so it needs neither a DOM nor Node's Buffer. */
function base64url(text: string): Uint8Array | null {
  const clean = text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  if (clean.length % 4 === 1) return null;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = (value << 6) | index;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  return new Uint8Array(bytes);
}

/** Decodes a JWT's payload without verifying it; null when it is not a readable JWT. */
export function readToken(token: string | null | undefined): TokenClaims | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  const bytes = base64url(part);
  if (!bytes) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const data = payload as Record<string, unknown>;
  const exp = typeof data.exp === 'number' && Number.isFinite(data.exp) ? data.exp : null;
  const admin = data.adm === 1 || data.adm === '1' || data.adm === true;
  return { exp, admin, payload: data };
}

/**
 * Whether the token is expired at `now` (milliseconds): on or after `exp`, as JWT reads it.
 * A token that cannot be read counts as expired, so it leads to logout rather than to failing calls.
 */
export function isTokenExpired(token: string | null | undefined, now: number): boolean {
  const claims = readToken(token);
  if (!claims) return true;
  return claims.exp !== null && now >= claims.exp * 1000;
}

/** Milliseconds left before the token expires at `now`; Infinity without `exp`, 0 once expired. */
export function tokenLifetime(token: string | null | undefined, now: number): number {
  const claims = readToken(token);
  if (!claims) return 0;
  if (claims.exp === null) return Infinity;
  return Math.max(0, claims.exp * 1000 - now);
}

export function isAdminToken(token: string | null | undefined): boolean {
  return readToken(token)?.admin ?? false;
}
