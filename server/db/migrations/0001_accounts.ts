import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table regions (
      id serial primary key,
      name text not null,
      code text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table grades (
      id serial primary key,
      name text not null unique,
      position integer not null default 0
    )`.execute(db);

  await sql`
    create table users (
      id serial primary key,
      email text unique,
      phone_number text unique,
      first_name text not null,
      last_name text not null,
      region_id integer references regions (id) on delete set null,
      password_hash text not null,
      is_admin boolean not null default false,
      balance integer not null default 0,
      tutor_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint users_contact check (email is not null or phone_number is not null)
    )`.execute(db);

  await sql`
    create table students (
      id serial primary key,
      parent_id integer not null references users (id) on delete cascade,
      first_name text not null,
      last_name text not null,
      gender text not null check (gender in ('m', 'f', 'o')),
      age integer check (age between 1 and 120),
      school text,
      grade text not null,
      region_id integer references regions (id) on delete set null,
      avatar text,
      login text unique,
      password_hash text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index students_parent_id on students (parent_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table students`.execute(db);
  await sql`drop table users`.execute(db);
  await sql`drop table grades`.execute(db);
  await sql`drop table regions`.execute(db);
}
