import { createHmac } from 'node:crypto';
import { AppError, invalid } from '../errors';
import {
  claimIdempotencyKey,
  deleteOldIdempotencyKeys,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from '../repositories/idempotency-keys';
import type { ServiceContext } from './context';

/**
 * Stripe's idempotency keys: the first request under a key is answered and its answer kept (a
 * session token in it as the account's id, `http/idempotency.ts`, never the token itself); every
 * retry, concurrent or later, receives that answer instead of acting again. A retry that arrives
 * while the first is still at work waits for it. A first request that fails keeps nothing, so a
 * corrected retry is answered afresh; another request under a used key is refused.
 */
export interface IdempotencyService {
  once(claim: { scope: string; key: string; request: unknown }, work: () => Promise<string>): Promise<string>;
}

/** A first request older than this with no answer died on the way: a retry takes its place. */
const STALE_MS = 2 * 60_000;
/** How long a retry waits for the first request's answer. */
const WAIT_MS = 30_000;
const POLL_MS = 25;
/** Kept a day, as Stripe keeps them. */
const KEEP_MS = 24 * 60 * 60_000;

export function idempotencyService(ctx: ServiceContext): IdempotencyService {
  const { db } = ctx;
  let sweptAt = 0;
  return {
    async once({ scope, key, request }, work) {
      // Keyed by the server's secret: the request may hold a password, which a plain hash would give to anyone reading the table.
      const fingerprint = createHmac('sha256', ctx.secret)
        .update(JSON.stringify(request ?? null))
        .digest('base64url');
      const started = Date.now();
      for (;;) {
        const now = ctx.now();
        if (now.getTime() - sweptAt > 60 * 60_000) {
          sweptAt = now.getTime();
          await deleteOldIdempotencyKeys(db, new Date(now.getTime() - KEEP_MS));
        }
        if (await claimIdempotencyKey(db, { scope, key, fingerprint }, now, new Date(now.getTime() - STALE_MS))) {
          let body: string;
          try {
            body = await work();
          } catch (error) {
            await releaseIdempotencyKey(db, scope, key);
            throw error;
          }
          await storeIdempotentAnswer(db, scope, key, 200, body);
          return body;
        }
        const stored = await findIdempotencyKey(db, scope, key);
        if (!stored) continue;
        if (stored.fingerprint !== fingerprint) {
          throw invalid({ idempotency_key: ['This idempotency key was already used for a different request.'] });
        }
        if (stored.status !== null && stored.body !== null) return stored.body;
        if (Date.now() - started > WAIT_MS) {
          throw new AppError('conflict', 'A request with this idempotency key is still being processed.');
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}
