import { sql, type Kysely } from 'kysely';

/**
 * Messages that leave the server by SMTP or an SMS gateway, one row each, delivered by a job of
 * the queue. The text is kept only until the message is sent or given up (a recovery code must not
 * outlive its use); `last_error` and the times stay for the administrator's list of failures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deliveries (
      id serial primary key,
      channel text not null check (channel in ('sms', 'email')),
      recipient text not null,
      template text not null,
      subject text,
      body text,
      html text,
      user_id integer references users (id) on delete set null,
      state text not null default 'queued' check (state in ('queued', 'sent', 'failed')),
      attempts integer not null default 0,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      failed_at timestamptz
    )`.execute(db);
  // The administrator's list: the latest failures first.
  await sql`create index deliveries_failed on deliveries (failed_at desc) where state = 'failed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table deliveries`.execute(db);
}
