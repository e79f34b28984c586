import assert from 'node:assert/strict';
import type { Config } from '../../../server/config';
import type { TestApp } from '../harness';

/*
 * Shared by the tests of the messages to families (docs/behaviour.md, Messages to families): the
 * sandbox outbox read by recipient, and waiting for the notices' jobs.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const GRACE_MS = 5 * DAY_MS;

/** Quick job polls, and renewals that settle whatever is pending at once, with a 5-day grace for unpaid plans. */
export function noticeConfig(overrides: Partial<Config> = {}): Partial<Config> {
  return {
    jobs: { pollingIntervalSeconds: 0.5, work: true },
    renewals: { intervalMs: 0, pendingAfterMs: 0, unsentAfterMs: 10 * 60_000, unpaidGraceMs: GRACE_MS },
    sandboxMpesaDelayMs: 30,
    ...overrides,
  };
}

export interface Sent {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
}

/** What the sandbox outbox took for `to` (an email address or a phone number), oldest first. */
export async function sentTo(t: TestApp, ...to: Array<string | null>): Promise<Sent[]> {
  const rows = await t.db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'subject', 'body'])
    .where(
      'recipient',
      'in',
      to.filter((value): value is string => !!value),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ channel: row.channel, to: row.recipient, subject: row.subject, body: row.body }));
}

/** Waits for `check` to answer something truthy, polling; fails after `ms`. */
export async function until<T>(check: () => T | Promise<T>, what: string, ms = 10_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Lets the notices' jobs run a while, for a check that nothing more comes. */
export const settle = (ms = 1200) => new Promise((resolve) => setTimeout(resolve, ms));

/** The messages of one kind (by its catalogue subject's start, or its text) for the account holder's email and phone. */
export async function messagesFor(
  t: TestApp,
  parent: { email: string | null; phone_number: string | null },
  matching: RegExp,
): Promise<Sent[]> {
  return (await sentTo(t, parent.email, parent.phone_number)).filter(
    (message) => matching.test(message.subject ?? '') || matching.test(message.body),
  );
}

/** Both messages of a kind, once each: the email (with its subject) and the text message. */
export async function bothOnce(
  t: TestApp,
  parent: { email: string | null; phone_number: string | null },
  matching: RegExp,
): Promise<{ email: Sent; sms: Sent }> {
  const found = await until(async () => {
    const messages = await messagesFor(t, parent, matching);
    return messages.length >= 2 ? messages : null;
  }, `the messages matching ${matching}`);
  await settle();
  const messages = await messagesFor(t, parent, matching);
  assert.equal(messages.length, 2, JSON.stringify(messages, null, 2));
  const email = found.find((message) => message.channel === 'email');
  const sms = found.find((message) => message.channel === 'sms');
  assert.ok(email && sms, JSON.stringify(found, null, 2));
  assert.equal(email.to, parent.email);
  assert.equal(sms.to, parent.phone_number);
  return { email, sms };
}

/** The notices recorded for an account, oldest first. */
export function noticesOf(t: TestApp, userId: number) {
  return t.db.selectFrom('family_notices').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
