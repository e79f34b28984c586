import { SignJWT, jwtVerify } from 'jose';

/** Audience of student login links; never accepted as a session bearer. */
const LINK_AUDIENCE = 'soma:learn';
/** Audience of the learning session an opened link starts on the built-in `/learn` page. */
const SESSION_AUDIENCE = 'soma:learn-session';
const ALGORITHM = 'HS256';

export interface StudentLinkClaims {
  studentId: number;
  /** The single-use id, whose hash is kept in `tokens` until the link is opened. */
  jti: string;
}

export interface StudentLinks {
  sign(claims: StudentLinkClaims, expiresAt: Date): Promise<string>;
  /** The claims of a well-signed, unexpired link, or null. Single use is the caller's check. */
  read(token: string): Promise<StudentLinkClaims | null>;
}

export interface LearningSessions {
  sign(studentId: number, expiresAt: Date): Promise<string>;
  /** The student of a well-signed, unexpired session, or null. */
  read(token: string): Promise<number | null>;
}

/** Tokens naming a student for one audience: signed with the shared secret, read back only for it. */
function studentTokens(secret: string, now: () => Date, audience: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(studentId: number, expiresAt: Date, jti?: string): Promise<string> {
      const token = new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(studentId))
        .setAudience(audience)
        .setIssuedAt(Math.floor(now().getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
      return (jti ? token.setJti(jti) : token).sign(key);
    },
    /** The student and `jti` of a well-signed, unexpired token carrying `required`, or null. */
    async read(token: string, required: string[]): Promise<{ studentId: number; jti?: string } | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience,
          currentDate: now(),
          requiredClaims: required,
        });
        const studentId = Number(payload.sub);
        return Number.isSafeInteger(studentId) && studentId > 0 ? { studentId, jti: payload.jti } : null;
      } catch {
        return null;
      }
    },
  };
}

export function studentLinks(secret: string, now: () => Date): StudentLinks {
  const tokens = studentTokens(secret, now, LINK_AUDIENCE);
  return {
    sign: ({ studentId, jti }, expiresAt) => tokens.sign(studentId, expiresAt, jti),
    async read(token) {
      const claims = await tokens.read(token, ['sub', 'jti', 'exp']);
      return claims?.jti ? { studentId: claims.studentId, jti: claims.jti } : null;
    },
  };
}

/**
 * The built-in `/learn` page's session: started when a student's link is opened, it lets the
 * page come back after a reload until it expires (the link itself works once).
 */
export function learningSessions(secret: string, now: () => Date): LearningSessions {
  const tokens = studentTokens(secret, now, SESSION_AUDIENCE);
  return {
    sign: (studentId, expiresAt) => tokens.sign(studentId, expiresAt),
    read: async (token) => (await tokens.read(token, ['sub', 'exp']))?.studentId ?? null,
  };
}
