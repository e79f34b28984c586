import { DEFAULT_RETRY_DAYS, type RenewalsConfig } from '../config';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a renewal the card declined is charged again: the schedule's next day after the renewal
 * was first tried (its order's creation), given the retries it has had; null after the last.
 */
export function nextRetryAt(renewal: { created_at: Date; retries: number }, config: RenewalsConfig): Date | null {
  const days = config.retryDays ?? DEFAULT_RETRY_DAYS;
  const day = days[renewal.retries];
  return day === undefined ? null : new Date(renewal.created_at.getTime() + day * DAY_MS);
}
