import { sql, type Kysely } from 'kysely';

/**
 * The money ledger: every charge, credit and adjustment of an account is an entry appended once
 * and never changed, and the figures the API names (the profile's balance, the plan's
 * remaining_balance, credit and adjusted_price) are read from it instead of being kept beside it.
 *
 * Orders now say what they applied of the account's balance (`balance`: positive owing, negative
 * credit), what rounding to whole shillings took off (`rounding`), why an M-Pesa payment failed
 * (`failure_reason`), when its prompt went to the phone (`prompted_at`), whether paying it
 * makes its method the plan's (`sets_method`), and when the service it paid for began (`starts_at`). An order that charges nothing may name no method.
 * A trial's plan is marked as one.
 *
 * Existing data moves over as it stands: renewals written with the balance folded into their
 * price and credit are split out, paid orders get their entries, and whatever the old balance
 * column held beyond them becomes one opening adjustment per account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column balance integer not null default 0`.execute(db);
  await sql`alter table orders add column rounding integer not null default 0`.execute(db);
  await sql`alter table orders add column failure_reason text`.execute(db);
  await sql`alter table orders add column prompted_at timestamptz`.execute(db);
  await sql`alter table orders add column sets_method boolean not null default true`.execute(db);
  await sql`alter table orders add column starts_at timestamptz`.execute(db);
  await sql`alter table orders alter column payment_method drop not null`.execute(db);
  await sql`
    update orders set balance = (price - coalesce(plan_price, price)) - credit, price = coalesce(plan_price, price), credit = 0
    where kind = 'renewal'`.execute(db);

  await sql`
    create table ledger_entries (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      order_id integer references orders (id) on delete cascade,
      kind text not null check (kind in ('plan', 'credit', 'payment', 'rounding', 'adjustment')),
      amount integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index ledger_entries_user on ledger_entries (user_id)`.execute(db);
  // One entry of each kind per order: an order settled twice cannot be booked twice.
  await sql`create unique index ledger_entries_once on ledger_entries (order_id, kind) where order_id is not null`.execute(
    db,
  );
  // Entries are appended, never changed; they go only with their account (a cascade, one trigger deeper).
  await sql`
    create function ledger_entries_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
        return old;
      end if;
      raise exception 'ledger entries are appended, never changed';
    end $$`.execute(db);
  await sql`
    create trigger ledger_entries_append_only before update or delete on ledger_entries
      for each row execute function ledger_entries_append_only()`.execute(db);

  await sql`
    insert into ledger_entries (user_id, order_id, kind, amount, created_at)
    select user_id, id, 'plan', price, coalesce(paid_at, updated_at) from orders where status = 'active'
    union all
    select user_id, id, 'credit', -credit, coalesce(paid_at, updated_at) from orders where status = 'active' and credit > 0
    union all
    select user_id, id, 'payment', -(amount - deferred), coalesce(paid_at, updated_at) from orders
      where status = 'active' and amount - deferred > 0`.execute(db);
  await sql`
    insert into ledger_entries (user_id, kind, amount)
    select users.id, 'adjustment', users.balance - coalesce(booked.total, 0)
    from users left join (select user_id, sum(amount)::integer as total from ledger_entries group by user_id) booked
      on booked.user_id = users.id
    where users.balance - coalesce(booked.total, 0) <> 0`.execute(db);
  await sql`alter table users drop column balance`.execute(db);

  await sql`alter table subscriptions add column trial boolean not null default false`.execute(db);
  await sql`update subscriptions set trial = true where product_order_id is null and price = 0 and next_billing_date is null`.execute(
    db,
  );
  await sql`alter table subscriptions drop column remaining_balance`.execute(db);
  await sql`alter table subscriptions drop column credit`.execute(db);
  await sql`alter table subscriptions drop column adjusted_price`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions add column adjusted_price integer`.execute(db);
  await sql`alter table subscriptions add column credit integer not null default 0`.execute(db);
  await sql`alter table subscriptions add column remaining_balance integer not null default 0`.execute(db);
  await sql`alter table subscriptions drop column trial`.execute(db);
  await sql`alter table users add column balance integer not null default 0`.execute(db);
  await sql`
    update users set balance = booked.total
    from (select user_id, sum(amount)::integer as total from ledger_entries group by user_id) booked
    where booked.user_id = users.id`.execute(db);
  await sql`drop table ledger_entries`.execute(db);
  await sql`drop function ledger_entries_append_only`.execute(db);
  await sql`update orders set price = price + greatest(balance, 0), credit = greatest(-balance, 0) where kind = 'renewal'`.execute(
    db,
  );
  await sql`update orders set payment_method = 'card' where payment_method is null`.execute(db);
  await sql`alter table orders alter column payment_method set not null`.execute(db);
  for (const column of ['starts_at', 'sets_method', 'prompted_at', 'failure_reason', 'rounding', 'balance']) {
    await sql`alter table orders drop column ${sql.ref(column)}`.execute(db);
  }
}
