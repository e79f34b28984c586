import type { FastifyRequest } from 'fastify';
import { invalid } from '../errors';

/** The `Idempotency-Key` header of a money-moving call, or null when the client sent none. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return null;
  if (key.length > 255) throw invalid({ idempotency_key: ['The idempotency key must not be greater than 255 characters.'] });
  return key;
}
