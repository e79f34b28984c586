import type { RenewalsService } from '../services/renewals';

export interface JobLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface ScheduledJob {
  /** Stops scheduling and waits for a pass under way. */
  stop(): Promise<void>;
}

/**
 * Runs the renewal sweep on this instance: once at start, then `intervalMs` after each pass ends,
 * so passes never overlap here; other instances may sweep at the same time (the sweep claims its
 * rows). An interval of 0 schedules nothing.
 */
export function scheduleRenewals(renewals: RenewalsService, intervalMs: number, log: JobLog): ScheduledJob {
  if (intervalMs <= 0) return { stop: async () => {} };
  renewals.logTo(log);
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const pass = () => {
    timer = null;
    running = renewals
      .sweep()
      .then(
        (report) => {
          if (report.expired || report.renewed || report.settled || report.retried) log.info({ ...report }, 'renewal sweep');
        },
        (error: unknown) => log.error({ err: error }, 'renewal sweep failed'),
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
