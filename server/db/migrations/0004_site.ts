import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table site_settings (
      key text primary key,
      value jsonb not null,
      secret boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table customizations (
      config_key text primary key check (config_key in ('standard', 'student')),
      hide_sidebar boolean not null default false,
      sidebar_title text not null default '',
      sidebar_lines jsonb not null default '[]',
      sidebar_footer_url text not null default '',
      sidebar_footer text not null default '',
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table files (
      id serial primary key,
      kind text not null check (kind in ('logo', 'icon')),
      name text not null,
      path text not null,
      content_type text not null,
      size integer not null,
      created_at timestamptz not null default now(),
      unique (kind, name)
    )`.execute(db);

  await sql`
    create table outbox (
      id serial primary key,
      channel text not null check (channel in ('sms', 'email')),
      recipient text not null,
      subject text,
      body text not null,
      user_id integer references users (id) on delete set null,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table outbox`.execute(db);
  await sql`drop table files`.execute(db);
  await sql`drop table customizations`.execute(db);
  await sql`drop table site_settings`.execute(db);
}
