import { sql } from 'kysely';
import type { Executor } from '../db/schema';
import { addSeconds } from '../lib/dates';
import { closestBundle } from '../repositories/debug-subscriptions';
import { insertSubscription } from '../repositories/subscriptions';
import type { SettingsMap } from './settings';

/** The free trial's defaults, until an administrator sets `trial_days` and `trial_students`. */
export const TRIAL_DAYS = 30;
export const TRIAL_STUDENTS = 5;

/** The trial's length and size as the site settings give them. */
export function trialTerms(values: SettingsMap): { days: number; students: number } {
  const whole = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
  return { days: whole(values.trial_days, TRIAL_DAYS), students: whole(values.trial_students, TRIAL_STUDENTS) };
}

/**
 * Starts an account's free trial: the trial's own plan, free, for the trial's students over its
 * days from `now`, never billed (no next billing date). It carries the allowance the welcome screen
 * and the student form follow, as a bought plan does (docs/trial.md).
 */
export async function startTrial(
  trx: Executor,
  userId: number,
  terms: { days: number; students: number },
  now: Date,
): Promise<void> {
  const bundle = await closestBundle(trx, terms.students, 1);
  if (!bundle) return;
  await insertSubscription(trx, {
    user_id: userId,
    product_id: bundle.id,
    product_order_id: null,
    students: terms.students,
    status: 'active',
    payment_method: null,
    price: 0,
    duration: 1,
    starts_at: now,
    expiry_date: addSeconds(now, terms.days * 24 * 60 * 60),
    next_billing_date: null,
    cancellation_date: null,
    trial: true,
  });
}

/**
 * When the site switches to trial style, every account holder who has never had a plan starts
 * the trial there and then, so that they can add students like a new sign-up (docs/trial.md).
 * Accounts with a plan, whatever its state, keep it.
 */
export async function startTrialsOfPlanless(
  trx: Executor,
  terms: { days: number; students: number },
  now: Date,
): Promise<number> {
  const planless = await trx
    .selectFrom('users')
    .select('id')
    .where('is_admin', '=', false)
    // A deleted account has no plan left, and never starts one.
    .where('deleted_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('subscriptions').select(sql`1`.as('one')).whereRef('subscriptions.user_id', '=', 'users.id')),
      ),
    )
    .execute();
  for (const { id } of planless) await startTrial(trx, id, terms, now);
  return planless.length;
}
