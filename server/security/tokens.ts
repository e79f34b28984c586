import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random secret. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as this hash, so a database leak hands out no working token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
