import type { RenewalsConfig } from '../config';
import { renewalJob, retryJob } from '../services/renewal-jobs';
import type { DispatchReport, RenewalsService } from '../services/renewals';
import type { JobQueue } from './queue';

export interface JobLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ScheduledJob {
  /** Stops scheduling and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs the renewal dispatch on this instance: once at start, then `intervalMs` after each pass
 * ends, so passes never overlap here; other instances may dispatch at the same time (each plan is
 * queued once per billing date). An interval of 0 schedules nothing.
 */
export function scheduleRenewals(
  renewals: Pick<RenewalsService, 'dispatch' | 'logTo'>,
  intervalMs: number,
  log: JobLog,
): ScheduledJob {
  if (intervalMs <= 0) return { stop: async () => {} };
  renewals.logTo(log);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const pass = () => {
    timer = null;
    running = renewals
      .dispatch()
      .then(
        (report: DispatchReport) => {
          if (report.expired || report.queued || report.settled) log.info({ ...report }, 'renewal dispatch');
        },
        (error: unknown) => log.error({ err: error }, 'renewal dispatch failed'),
      )
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(pass, intervalMs);
      });
  };
  timer = setTimeout(pass, 0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/**
 * The renewal and retry jobs on this instance (`RENEWAL_CONCURRENCY` renewals at once). A job
 * that throws is tried again with backoff; one given up leaves its plan to the next dispatch.
 */
export function workRenewals(jobs: JobQueue, renewals: RenewalsService, config: RenewalsConfig, log: JobLog): void {
  renewals.logTo(log);
  jobs.work(
    renewalJob(config),
    async ({ subscriptionId, billingDate }) => {
      await renewals.renewPlan(subscriptionId, new Date(billingDate));
    },
    async ({ subscriptionId, billingDate }) => {
      log.error(
        { subscription_id: subscriptionId, billing_date: billingDate },
        'renewal job given up; the next dispatch queues it again',
      );
      await renewals.releaseQueued(subscriptionId, new Date(billingDate));
    },
  );
  jobs.work(
    retryJob,
    async ({ orderId }) => {
      await renewals.retryRenewal(orderId);
    },
    async ({ orderId }) => log.error({ order_id: orderId }, 'retry of a declined renewal given up'),
  );
}
