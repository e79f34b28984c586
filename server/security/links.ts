import { SignJWT, jwtVerify } from 'jose';

/** Audience of student login links; never accepted as a session bearer. */
const LINK_AUDIENCE = 'soma:learn';
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
