import { sql, type Kysely } from 'kysely';

/**
 * Sessions that end on the server, on every instance: a per-account session version carried by
 * each token (a password change or reset moves it, in the database itself, so that no code path
 * can forget to) and the ids of single tokens ended by a logout. Failed sign-in attempts per
 * account and address, for the login throttle. Idempotency keys, so that concurrent retries of a
 * call all receive the first answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column session_version integer not null default 0`.execute(db);

  // A new password ends every session of the account, its unused sign-in tokens (recovery,
  // hand-over) and its students' unopened learning links.
  await sql`
    create function users_password_ends_sessions() returns trigger language plpgsql as $$
    begin
      if new.password_hash is distinct from old.password_hash then
        new.session_version := old.session_version + 1;
      end if;
      if new.session_version is distinct from old.session_version then
        update tokens set used_at = now()
          where used_at is null
            and (user_id = new.id or student_id in (select id from students where parent_id = new.id));
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger users_password_ends_sessions before update of password_hash, session_version on users
      for each row execute function users_password_ends_sessions()`.execute(db);

  await sql`
    create table revoked_sessions (
      jti text primary key,
      user_id integer not null references users (id) on delete cascade,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index revoked_sessions_expiry on revoked_sessions (expires_at)`.execute(db);

  await sql`
    create table auth_throttles (
      key text primary key,
      attempts integer not null default 0,
      reset_at timestamptz not null
    )`.execute(db);

  await sql`
    create table idempotency_keys (
      scope text not null,
      key text not null,
      fingerprint text not null,
      status integer,
      body text,
      created_at timestamptz not null default now(),
      primary key (scope, key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table idempotency_keys`.execute(db);
  await sql`drop table auth_throttles`.execute(db);
  await sql`drop table revoked_sessions`.execute(db);
  await sql`drop trigger users_password_ends_sessions on users`.execute(db);
  await sql`drop function users_password_ends_sessions()`.execute(db);
  await sql`alter table users drop column session_version`.execute(db);
}
