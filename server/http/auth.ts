import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

/** Who is calling, from a verified bearer token. */
export interface Caller {
  /** The user's id (parent or administrator). */
  id: number;
  admin: boolean;
  /** The account holder whose data this caller sees; the realtime channel is `user.{parentId}`. */
  parentId: number;
}

/** Audience of session tokens; other signed tokens (student links) carry another and are refused as bearers. */
const SESSION_AUDIENCE = 'soma:api';
const ALGORITHM = 'HS256';

export type TokenCheck = { ok: true; caller: Caller } | { ok: false; reason: 'invalid' | 'expired' };

export interface SessionTokens {
  issue(user: { id: number; is_admin: boolean }): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
}

export function sessionTokens(secret: string, ttlSeconds: number, now: () => Date = () => new Date()): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(user) {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ adm: user.is_admin ? 1 : 0, pid: user.id })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setAudience(SESSION_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience: SESSION_AUDIENCE,
          currentDate: now(),
          requiredClaims: ['sub', 'exp'],
        });
        const id = Number(payload.sub);
        const parentId = Number(payload.pid);
        if (!Number.isInteger(id) || id <= 0 || !Number.isInteger(parentId)) return { ok: false, reason: 'invalid' };
        return { ok: true, caller: { id, admin: payload.adm === 1, parentId } };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
        return { ok: false, reason: 'invalid' };
      }
    },
  };
}

/** The token of an `Authorization: Bearer ...` header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1]! : null;
}
