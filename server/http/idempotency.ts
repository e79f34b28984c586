import type { FastifyRequest } from 'fastify';
import { invalid, unauthenticated } from '../errors';
import type { SessionTokens } from './auth';

/** The `Idempotency-Key` header of a money-moving call, or null when the client sent none. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return null;
  if (key.length > 255)
    throw invalid({ idempotency_key: ['The idempotency key must not be greater than 255 characters.'] });
  return key;
}

/** Where a kept answer notes the account whose session it answered, instead of the session token. */
const SESSION_OF = 'session_of';

/**
 * An answer as its idempotency record keeps it: never a session token (a stored token would sign
 * in whoever reads the table), but the id of the account it signed in.
 */
export async function answerToKeep(json: string, sessions: SessionTokens): Promise<string> {
  const answer = parse(json);
  if (!answer || typeof answer.access_token !== 'string') return json;
  const check = await sessions.verify(answer.access_token);
  const { access_token: _, ...rest } = answer;
  return JSON.stringify({ ...rest, [SESSION_OF]: check.ok ? check.caller.id : null });
}

/** A kept answer given to a retry: with a new session for the account, as the first request was given one. */
export async function answerToReplay(
  stored: string,
  issue: (userId: number) => Promise<string | null>,
): Promise<string> {
  const answer = parse(stored);
  if (!answer || !Object.hasOwn(answer, SESSION_OF)) return stored;
  const { [SESSION_OF]: userId, ...rest } = answer;
  const token = typeof userId === 'number' ? await issue(userId) : null;
  if (!token) throw unauthenticated();
  return JSON.stringify({ access_token: token, ...rest });
}

function parse(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
