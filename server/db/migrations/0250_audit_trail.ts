import { sql, type Kysely } from 'kysely';

/**
 * The audit trail: one row per change an administrator makes to a setting, a customisation, a
 * plan or a region, with who made it, when and what changed (a secret's value never: only that it
 * changed). Append-only: a trigger refuses every update and delete, so a row once written stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_events (
      id serial primary key,
      actor_id integer references users (id) on delete set null,
      actor text not null,
      subject text not null,
      changes jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_events_newest on audit_events (created_at desc, id desc)`.execute(db);
  await sql`
    create function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_events is append-only';
    end
    $$`.execute(db);
  await sql`
    create trigger audit_events_append_only before update or delete on audit_events
    for each row execute function audit_events_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table audit_events`.execute(db);
  await sql`drop function audit_events_append_only()`.execute(db);
}
