import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table recovery_codes (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      verification_hash text not null unique,
      code_hash text not null,
      tries integer not null default 0,
      expires_at timestamptz not null,
      verified_at timestamptz,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table tokens (
      id serial primary key,
      kind text not null check (kind in ('login', 'student_link')),
      token_hash text not null unique,
      user_id integer references users (id) on delete cascade,
      student_id integer references students (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table tokens`.execute(db);
  await sql`drop table recovery_codes`.execute(db);
}
