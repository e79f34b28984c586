import { createSecretKey } from 'node:crypto';
import { type JWTPayload, SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { randomToken } from '../security/tokens';

/** Who is calling, from a verified bearer token. */
export interface Caller {
  /** The user's id (parent or administrator). */
  id: number;
  admin: boolean;
  /** The account holder whose data this caller sees; the realtime channel is `user.{parentId}`. */
  parentId: number;
  /** The token's own id and expiry, so that a logout can end this token alone. */
  session?: { jti: string | null; expiresAt: Date };
  /** The language the account chose for its answers (docs/languages.md), when it chose one. */
  locale?: string | null;
}

/** Audience of session tokens; other signed tokens (student links) carry another and are refused as bearers. */
const SESSION_AUDIENCE = 'soma:api';
const ALGORITHM = 'HS256';

export type TokenCheck = { ok: true; caller: Caller } | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

/**
 * Where a token is checked after its signature: the account as it stands, so that a password
 * change, a logout or a deletion ends a session on every instance (`security/session-cache.ts`).
 */
export interface SessionStore {
  state(
    userId: number,
    jti: string | null,
  ): Promise<{ admin: boolean; version: number; revoked: boolean; locale?: string | null } | undefined>;
}

export interface SessionTokens {
  issue(user: { id: number; is_admin: boolean; session_version?: number }): Promise<string>;
  verify(token: string): Promise<TokenCheck>;
}

export function sessionTokens(
  secret: string,
  ttlSeconds: number,
  now: () => Date = () => new Date(),
  store?: SessionStore,
): SessionTokens {
  // Imported once: a key given as bytes would be imported again at every signature and check.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async issue(user) {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ adm: user.is_admin ? 1 : 0, pid: user.id, ver: user.session_version ?? 0 })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setAudience(SESSION_AUDIENCE)
        .setJti(randomToken(16))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience: SESSION_AUDIENCE,
          currentDate: now(),
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
        return { ok: false, reason: 'invalid' };
      }
      const id = Number(payload.sub);
      const parentId = Number(payload.pid);
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647 || !Number.isInteger(parentId)) {
        return { ok: false, reason: 'invalid' };
      }
      const jti = typeof payload.jti === 'string' ? payload.jti : null;
      let admin = payload.adm === 1;
      let locale: string | null = null;
      if (store) {
        const state = await store.state(id, jti);
        const version = typeof payload.ver === 'number' ? payload.ver : 0;
        if (!state || state.revoked || state.version !== version) return { ok: false, reason: 'revoked' };
        admin = state.admin;
        locale = state.locale ?? null;
      }
      const session = { jti, expiresAt: new Date(payload.exp! * 1000) };
      return { ok: true, caller: { id, admin, parentId, session, ...(locale ? { locale } : {}) } };
    },
  };
}

/** The token of an `Authorization: Bearer ...` header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1]! : null;
}
