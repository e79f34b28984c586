import type { Executor } from '../db/schema';
import type { RenewalsConfig } from '../config';
import type { JobKind, JobQueue } from '../jobs/queue';

/** A plan's renewal for one billing date (ISO). Queued once per plan and date (`queueDueSubscriptions`). */
export interface RenewalJob {
  subscriptionId: number;
  billingDate: string;
}

/** A declined renewal's retry, queued to start when its retry is due. */
export interface RetryJob {
  orderId: number;
}

/**
 * A try that dies with its instance is retried once it expires; whatever the number of tries, the
 * plan is renewed once (the plan moves from active on that billing date to pending_payment in the
 * transaction that writes the order, and the order's idempotency key is unique per account).
 */
export function renewalJob(config: RenewalsConfig): JobKind<RenewalJob> {
  return {
    name: 'renewal',
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: config.jobExpireSeconds ?? 300,
    concurrency: config.concurrency,
  };
}

/** A retry runs once per due slot: the order leaves its slot (retry_at) in the statement that claims it. */
export const retryJob: JobKind<RetryJob> = {
  name: 'renewal-retry',
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
};

/**
 * Queues the retry of a declined renewal to start at `at` on the application's clock (`now()`):
 * the queue's own clock is the database's, so the job waits as long from now as `at` is ahead.
 */
export async function queueRetry(
  jobs: JobQueue,
  executor: Executor,
  orderId: number,
  at: Date,
  now: Date,
): Promise<void> {
  const startAfter = new Date(Date.now() + Math.max(0, at.getTime() - now.getTime()));
  await jobs.send(executor, retryJob, { orderId }, { startAfter });
}
