import { sql, type Kysely } from 'kysely';

const STATUS = sql.raw(`('active', 'expired', 'pending_payment', 'failed', 'failed_declined')`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bundles (
      id serial primary key,
      students integer not null check (students > 0),
      price integer not null check (price >= 0),
      duration integer not null check (duration > 0),
      savings integer not null default 0,
      active boolean not null default true,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table payment_methods (
      id text primary key,
      user_id integer references users (id) on delete cascade,
      brand text not null,
      last4 text not null,
      exp_month integer not null,
      exp_year integer not null,
      name text,
      outcome text not null check (outcome in ('succeed', 'decline')),
      is_default boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_methods_user_id on payment_methods (user_id)`.execute(db);

  await sql`
    create table orders (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      product_id integer references bundles (id) on delete set null,
      kind text not null check (kind in ('purchase', 'upgrade', 'renewal')),
      status text not null check (status in ${STATUS}),
      price integer not null,
      credit integer not null default 0,
      amount integer not null,
      currency text not null default 'KES',
      payment_method text not null check (payment_method in ('card', 'mpesa')),
      payment_info jsonb not null default '{}',
      provider text not null,
      provider_reference text,
      idempotency_key text,
      failure_message text,
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, idempotency_key)
    )`.execute(db);
  await sql`create index orders_provider_reference on orders (provider, provider_reference)`.execute(db);

  await sql`
    create table subscriptions (
      id serial primary key,
      user_id integer not null unique references users (id) on delete cascade,
      product_id integer not null references bundles (id),
      product_order_id integer references orders (id) on delete set null,
      students integer not null,
      status text not null check (status in ${STATUS}),
      payment_method text check (payment_method in ('card', 'mpesa')),
      price integer not null,
      duration integer not null,
      starts_at timestamptz not null,
      expiry_date timestamptz not null,
      next_billing_date timestamptz,
      cancellation_date timestamptz,
      remaining_balance integer not null default 0,
      credit integer not null default 0,
      adjusted_price integer,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table subscriptions`.execute(db);
  await sql`drop table orders`.execute(db);
  await sql`drop table payment_methods`.execute(db);
  await sql`drop table bundles`.execute(db);
}
