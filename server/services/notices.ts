import { translate } from '../../src/api/lang/index';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/api/lang/locales';
import { maskPhone } from '../../src/api/phone';
import { MESSAGE_CHANNELS, type FamilyMessageKind } from '../../src/api/settings';
import { formatDate } from '../../src/domain/dates';
import { durationLabel } from '../../src/domain/duration';
import { formatMoney } from '../../src/domain/money';
import type { Transaction } from 'kysely';
import type { BundlePrice, Database, Executor, FamilyNotice, Order, SubscriptionRow } from '../db/schema';
import type { JobKind } from '../jobs/queue';
import type { MessageValues } from '../messages/render';
import type { TemplateName } from '../messages/catalogue';
import {
  claimNotice,
  findNotice,
  findPriceChange,
  insertNotices,
  lastOrderLocale,
  listUnsentNotices,
  markNotice,
  planEventKey,
  recordLastCalls,
  recordPriceRaise,
  recordRenewalReminders,
  recordTrialEndings,
  type NewNotice,
} from '../repositories/notices';
import { findOrder } from '../repositories/orders';
import { findSubscriptionByUserId } from '../repositories/subscriptions';
import { findUserById } from '../repositories/users';
import { periodStarting } from './billing';
import { publicBrand } from './brand';
import type { ServiceContext } from './context';
import { anyChannel, reminderDays, switchedOn } from './family-messages';
import type { MessageRoutes, MessagesService, OutgoingMessage, WrittenMessage } from './messages';
import { nextChargeOfPlan } from './order-views';
import type { SettingsService } from './settings';

/*
 * The messages to families (docs/behaviour.md, Messages to families), as a transactional outbox.
 *
 * 1. An event records its notice in the transaction that makes it happen (a payment taken, a
 *    renewal refused, a plan expired, a price raised), or a scan records it in one statement
 *    (a renewal or a trial's end coming, an unpaid plan about to end). A row per account, kind and
 *    event (a unique key), so an event seen twice, by any instance, is recorded once; and the
 *    notice's job is queued in that same transaction.
 * 2. The job (or a sweep) claims the notice (`FOR UPDATE SKIP LOCKED`, still unsent), writes it in
 *    the family's language to the sandbox outbox or the delivery queue, and marks it sent, in one
 *    transaction: a crash before the commit leaves it to a retry, after it nothing is written again.
 * 3. The delivery jobs take it from there (SMTP, the SMS gateway), with their own retries.
 */

/** The kinds of notice: each written from the catalogue entry of its name (a reminder from one of three). */
export type NoticeKind =
  | 'receipt'
  | 'renewal_reminder'
  | 'renewal_failed'
  | 'renewal_failed_again'
  | 'plan_ended'
  | 'price_change'
  | 'trial_ending';

/** The switch on /site_config each kind follows: both notices of an unpaid renewal follow one. */
const SWITCH_OF: Record<NoticeKind, FamilyMessageKind> = {
  receipt: 'receipt',
  renewal_reminder: 'renewal_reminder',
  renewal_failed: 'renewal_failed',
  renewal_failed_again: 'renewal_failed',
  plan_ended: 'plan_ended',
  price_change: 'price_change',
  trial_ending: 'trial_ending',
};

/** What the notice's job carries: the notice's id (what it says is read when it is written). */
export interface NoticeJob {
  noticeId: number;
}

export const noticeJob: JobKind<NoticeJob> = {
  name: 'family-notice',
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
};

/** The last call of an unpaid renewal goes this long before its plan expires, or half its grace when that is shorter. */
const LAST_CALL_MS = 2 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows one statement of a scan records, and notices one page of a sweep writes. */
const BATCH = 500;

/** How amounts and dates are written in each language (the SDK's pages write them alike). */
const FORMAT_LOCALES: Record<Locale, string> = { en: 'en-US', sw: 'sw-KE' };

/** Records `notices` and queues a job for each that is new; the queue is started (before the transaction). */
async function record(ctx: ServiceContext, trx: Transaction<Database>, notices: NewNotice[]): Promise<number> {
  return queue(ctx, trx, await insertNotices(trx, notices));
}

async function queue(ctx: ServiceContext, trx: Executor, ids: readonly number[]): Promise<number> {
  await ctx.jobs.sendMany(
    trx,
    noticeJob,
    ids.map((noticeId) => ({ noticeId })),
  );
  return ids.length;
}

/** A receipt, when the order that became active took money through a provider (in its transaction). */
export async function noticePayment(ctx: ServiceContext, trx: Transaction<Database>, order: Order): Promise<void> {
  if (order.amount - order.deferred <= 0) return;
  await record(ctx, trx, [
    { user_id: order.user_id, kind: 'receipt', event_key: `order:${order.id}`, order_id: order.id },
  ]);
}

/** The notice of a renewal that was refused, once per renewal order (in the transaction that refuses it). */
export async function noticeFailedRenewal(
  ctx: ServiceContext,
  trx: Transaction<Database>,
  order: Order,
): Promise<void> {
  if (order.kind !== 'renewal') return;
  await record(ctx, trx, [
    { user_id: order.user_id, kind: 'renewal_failed', event_key: `order:${order.id}`, order_id: order.id },
  ]);
}

/** The end of each plan that expired after its family cancelled it (in the transaction that expires it). */
export async function noticeEndedPlans(
  ctx: ServiceContext,
  trx: Transaction<Database>,
  plans: readonly SubscriptionRow[],
): Promise<SubscriptionRow[]> {
  const ended = plans.filter((plan) => plan.cancellation_date && !plan.trial);
  await record(
    ctx,
    trx,
    ended.map((plan) => ({
      user_id: plan.user_id,
      kind: 'plan_ended',
      event_key: planEventKey(plan.id, plan.expiry_date),
      subscription_id: plan.id,
      due_at: plan.expiry_date,
      details: JSON.stringify({ students: plan.students, duration: plan.duration }),
    })),
  );
  return [...plans];
}

/** A raised price, to each family holding the plan (in the transaction that raises it); a lower one says nothing. */
export async function noticePriceChange(
  ctx: ServiceContext,
  trx: Transaction<Database>,
  change: BundlePrice,
): Promise<void> {
  if (change.price <= change.previous_price) return;
  await queue(ctx, trx, await recordPriceRaise(trx, change));
}

export interface NoticesService {
  /**
   * Records what has come due by now and queues its jobs: the reminders of renewals within the
   * reminder days, the trials ending within them, and the last call of unpaid renewals about to
   * expire. Each statement claims a batch by the notices' unique key, so that several instances
   * scanning at once record each once. Answers how many it recorded.
   */
  scan(): Promise<number>;
  /** The notice's job: writes it out if it is still to be written; at most once. */
  deliver(noticeId: number): Promise<'sent' | 'skipped' | 'done before'>;
  /** Writes out every notice still to be written, here and now (the sweep's way, without the queue). */
  relay(): Promise<number>;
  logTo(log: NoticesLog): void;
}

export interface NoticesLog {
  error(object: object, message: string): void;
}

/** What a notice says and where it leads, or null when it has nothing left to say. */
interface Composed {
  template: TemplateName;
  values: MessageValues;
  path: string;
}

export function noticesService(
  ctx: ServiceContext,
  deps: { settings: SettingsService; messages: MessagesService },
): NoticesService {
  const { db, jobs, config } = ctx;
  let log: NoticesLog = { error: (object, message) => console.error(message, object) };

  async function scan(): Promise<number> {
    const settings = await deps.settings.all();
    const at = ctx.now();
    const ahead = { after: at, until: new Date(at.getTime() + reminderDays(settings.reminder_days) * DAY_MS) };
    const grace = config.renewals.unpaidGraceMs;
    const lastCall = Math.min(LAST_CALL_MS, grace / 2);
    const scans: Array<(trx: Executor) => Promise<number[]>> = [];
    if (anyChannel(settings, 'renewal_reminder')) scans.push((trx) => recordRenewalReminders(trx, ahead, BATCH));
    if (anyChannel(settings, 'trial_ending')) scans.push((trx) => recordTrialEndings(trx, ahead, BATCH));
    if (anyChannel(settings, 'renewal_failed')) {
      const window = { after: new Date(at.getTime() - grace), until: new Date(at.getTime() - grace + lastCall) };
      scans.push((trx) => recordLastCalls(trx, window, BATCH));
    }
    if (scans.length === 0) return 0;
    // Started before the transactions: on PGlite a start inside one would wait for its one connection.
    await jobs.start();
    let recorded = 0;
    for (const take of scans) {
      for (;;) {
        const count = await db.transaction().execute(async (trx) => queue(ctx, trx, await take(trx)));
        if (count > 0) jobs.wake(noticeJob);
        recorded += count;
        if (count < BATCH) break;
      }
    }
    return recorded;
  }

  async function deliver(noticeId: number): Promise<'sent' | 'skipped' | 'done before'> {
    const seen = await findNotice(db, noticeId);
    if (!seen || seen.sent_at) return 'done before';
    // Read before the transaction (they read the pool): the settings, and how each channel leaves.
    const [settings, routes] = await Promise.all([deps.settings.all(), deps.messages.routes()]);
    const written: WrittenMessage[] = [];
    const outcome = await db.transaction().execute(async (trx) => {
      const notice = await claimNotice(trx, noticeId);
      if (!notice) return 'done before' as const;
      for (const message of await messagesOf(trx, notice, settings, routes)) {
        const done = await deps.messages.write(trx, message, routes);
        if (done) written.push(done);
      }
      const result = written.length > 0 ? ('sent' as const) : ('skipped' as const);
      await markNotice(trx, notice.id, ctx.now(), result);
      return result;
    });
    deps.messages.written(written);
    return outcome;
  }

  /** The messages a notice writes: one per channel switched on that the account and the site can take. */
  async function messagesOf(
    trx: Executor,
    notice: FamilyNotice,
    settings: Record<string, unknown>,
    routes: MessageRoutes,
  ): Promise<OutgoingMessage[]> {
    const kind = notice.kind as NoticeKind;
    if (!(kind in SWITCH_OF)) return [];
    const user = await findUserById(trx, notice.user_id);
    if (!user) return [];
    const recipients = MESSAGE_CHANNELS.flatMap((channel) => {
      const to = channel === 'email' ? user.email : user.phone_number;
      return to && routes[channel] !== 'none' && switchedOn(settings, SWITCH_OF[kind], channel)
        ? [{ channel, to }]
        : [];
    });
    if (recipients.length === 0) return [];
    const order = notice.order_id ? await findOrder(trx, notice.order_id) : undefined;
    // The account's language, else the order's, else the one it last ordered in, else English (docs/languages.md).
    const locale = [user.locale, order?.locale, await lastOrderLocale(trx, user.id)].find(isLocale) ?? DEFAULT_LOCALE;
    const words = wordsIn(locale, text(settings.shopCurrency) || 'Ksh');
    const composed = await compose(trx, notice, kind, order, words);
    if (!composed) return [];
    const values: MessageValues = {
      ...composed.values,
      name: user.first_name,
      brand: publicBrand(settings).name,
      link: `${config.publicUrl}${composed.path}`,
    };
    return recipients.map(({ channel, to }) => ({
      channel,
      to,
      template: composed.template,
      values,
      userId: user.id,
      locale,
    }));
  }

  /** What each kind says, from the records as they stand now; null when the event has passed (a plan paid since, ...). */
  async function compose(
    trx: Executor,
    notice: FamilyNotice,
    kind: NoticeKind,
    order: Order | undefined,
    words: Words,
  ): Promise<Composed | null> {
    const plan = await findSubscriptionByUserId(trx, notice.user_id);
    const sameDate = (date: Date | null | undefined) => !!date && date.getTime() === notice.due_at?.getTime();
    const unpaid = (status: string | undefined) => status === 'failed' || status === 'failed_declined';

    switch (kind) {
      case 'receipt': {
        if (!order) return null;
        return {
          template: 'receipt',
          path: `/account/receipt/${order.id}`,
          values: {
            amount: words.money(order.amount - order.deferred),
            plan: words.plan(order.students ?? plan?.students ?? 1, order.duration ?? plan?.duration ?? 1),
            date: words.date(order.paid_at ?? notice.created_at),
            method: paidWith(order),
            order: order.id,
          },
        };
      }
      case 'renewal_reminder': {
        if (!plan || plan.id !== notice.subscription_id || plan.cancellation_date) return null;
        const next = nextChargeOfPlan(plan);
        if (!next || !sameDate(next.date) || next.date.getTime() <= ctx.now().getTime()) return null;
        // The number the renewal will prompt, by the same rule (the plan's, else the profile's).
        const phone = next.method === 'mpesa' ? next.phone : null;
        return {
          template:
            next.charge.now === 0 ? 'renewal_reminder_credit' : phone ? 'renewal_reminder_mpesa' : 'renewal_reminder',
          path: '/account',
          values: {
            plan: words.plan(plan.students, plan.duration),
            date: words.date(next.date),
            amount: words.money(next.charge.now),
            phone: maskPhone(phone ?? ''),
          },
        };
      }
      case 'renewal_failed':
      case 'renewal_failed_again': {
        // Paid since, or no longer the plan's renewal (a plan bought instead): nothing to ask for.
        if (!order || !unpaid(order.status) || !plan || plan.product_order_id !== order.id) return null;
        if (kind === 'renewal_failed_again' && !unpaid(plan.status)) return null;
        const end = new Date(plan.expiry_date.getTime() + config.renewals.unpaidGraceMs);
        return {
          template: kind,
          path: `/account/receipt/${order.id}`,
          values: {
            amount: words.money(order.amount - order.deferred),
            plan: words.plan(order.students ?? plan.students, order.duration ?? plan.duration),
            reason: translate(order.failure_message ?? '', words.locale),
            end: words.date(end),
          },
        };
      }
      case 'plan_ended': {
        // Chosen again since (a plan bought after the end): nothing to ask for.
        if (!notice.due_at || (plan && plan.status !== 'expired' && plan.expiry_date > notice.due_at)) return null;
        const ended = notice.details as { students?: number; duration?: number };
        return {
          template: 'plan_ended',
          path: '/account/bundles',
          values: {
            plan: words.plan(ended.students ?? plan?.students ?? 1, ended.duration ?? plan?.duration ?? 1),
            date: words.date(notice.due_at),
          },
        };
      }
      case 'price_change': {
        const changeId = Number((notice.details as { price_change_id?: unknown }).price_change_id);
        const change = Number.isInteger(changeId) ? await findPriceChange(trx, changeId) : undefined;
        if (!change || !plan || plan.status === 'expired' || plan.trial || plan.product_id !== change.bundle_id)
          return null;
        if (plan.price >= change.price) return null;
        return {
          template: 'price_change',
          path: '/account',
          values: {
            plan: words.plan(plan.students, plan.duration),
            old: words.money(plan.price),
            price: words.money(change.price),
            from: words.date(firstRenewalFrom(plan, change.renewals_from)),
          },
        };
      }
      case 'trial_ending': {
        if (!plan?.trial || plan.status !== 'active' || !sameDate(plan.expiry_date)) return null;
        if (plan.expiry_date.getTime() <= ctx.now().getTime()) return null;
        return { template: 'trial_ending', path: '/account/bundles', values: { date: words.date(plan.expiry_date) } };
      }
    }
  }

  async function relay(): Promise<number> {
    let sent = 0;
    let after = 0;
    for (;;) {
      const ids = await listUnsentNotices(db, after, BATCH);
      for (const id of ids) {
        try {
          if ((await deliver(id)) === 'sent') sent += 1;
        } catch (error) {
          log.error({ err: error, notice_id: id }, 'writing a message to a family failed');
        }
      }
      if (ids.length < BATCH) return sent;
      after = ids[ids.length - 1]!;
    }
  }

  return {
    scan,
    deliver,
    relay,
    logTo(next) {
      log = next;
    },
  };
}

/** Amounts, plans and dates as a family reads them in `locale`. */
interface Words {
  locale: Locale;
  money(minor: number): string;
  date(date: Date): string;
  plan(students: number, duration: number): string;
}

function wordsIn(locale: Locale, currency: string): Words {
  const format = FORMAT_LOCALES[locale];
  return {
    locale,
    money: (minor) => formatMoney(minor, currency, format),
    date: (date) => formatDate(date.toISOString(), format),
    // Written as the receipt's line is ("2 students, Monthly"), then in the family's language.
    plan: (students, duration) =>
      translate(
        students === 1 ? `1 student, ${durationLabel(duration)}` : `${students} students, ${durationLabel(duration)}`,
        locale,
      ),
  };
}

/** How an order was paid, in no language's words: 'M-Pesa 0712 *** 678', 'Visa •••• 4242'. */
function paidWith(order: Order): string {
  const info = (order.payment_info ?? {}) as { brand?: unknown; last4?: unknown; phone?: unknown };
  if (order.payment_method === 'mpesa') return typeof info.phone === 'string' ? `M-Pesa ${info.phone}` : 'M-Pesa';
  const brand = typeof info.brand === 'string' ? `${info.brand.charAt(0).toUpperCase()}${info.brand.slice(1)} ` : '';
  return `${brand}•••• ${typeof info.last4 === 'string' ? info.last4 : ''}`.trim();
}

/** The plan's first billing date on or after `from`: the renewal a raised price first reaches. */
function firstRenewalFrom(plan: SubscriptionRow, from: Date): Date {
  let date = plan.next_billing_date ?? plan.expiry_date;
  const anchor = plan.anchor_day ?? date.getUTCDate();
  while (date.getTime() < from.getTime()) date = periodStarting(date, plan.duration, anchor).end;
  return date;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
