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

/**
 * The built-in `/learn` page's session: started when a student's link is opened, it lets the
 * page come back after a reload until it expires (the link itself works once).
 */
export function learningSessions(secret: string, now: () => Date): LearningSessions {
  const key = new TextEncoder().encode(secret);
  return {
    sign(studentId, expiresAt) {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(studentId))
        .setAudience(SESSION_AUDIENCE)
        .setIssuedAt(Math.floor(now().getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async read(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], audience: SESSION_AUDIENCE, currentDate: now(), requiredClaims: ['sub', 'exp'] });
        const studentId = Number(payload.sub);
        return Number.isSafeInteger(studentId) && studentId > 0 ? studentId : null;
      } catch {
        return null;
      }
    },
  };
}

export function studentLinks(secret: string, now: () => Date): StudentLinks {
  const key = new TextEncoder().encode(secret);
  return {
    sign({ studentId, jti }, expiresAt) {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(studentId))
        .setAudience(LINK_AUDIENCE)
        .setJti(jti)
        .setIssuedAt(Math.floor(now().getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async read(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience: LINK_AUDIENCE,
          currentDate: now(),
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        const studentId = Number(payload.sub);
        return Number.isInteger(studentId) ? { studentId, jti: payload.jti! } : null;
      } catch {
        return null;
      }
    },
  };
}
