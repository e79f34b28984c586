import { sql, type Kysely } from 'kysely';

/**
 * The plan catalogue an administrator keeps: plans have a place in the shop's order, and every
 * price change is kept with the date from which renewals pay it (docs/plans.md). A plan holds
 * the moment its family's price was set (`price_from`), so a renewal knows which changes are new
 * to it; an order carries the moment for the plan it pays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bundles add column position integer not null default 0`.execute(db);
  await sql`alter table bundles add column updated_at timestamptz not null default now()`.execute(db);
  // The shop's order until now: monthly before yearly, fewer students first.
  await sql`
    update bundles set position = ranked.n
    from (select id, row_number() over (order by duration, students, id) as n from bundles) as ranked
    where bundles.id = ranked.id`.execute(db);

  await sql`
    create table bundle_prices (
      id serial primary key,
      bundle_id integer not null references bundles (id) on delete cascade,
      previous_price integer not null,
      price integer not null check (price >= 0),
      announced_at timestamptz not null,
      renewals_from timestamptz not null
    )`.execute(db);
  await sql`create index bundle_prices_bundle_id on bundle_prices (bundle_id, announced_at)`.execute(db);

  await sql`alter table subscriptions add column price_from timestamptz not null default now()`.execute(db);
  await sql`alter table orders add column price_from timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column price_from`.execute(db);
  await sql`alter table subscriptions drop column price_from`.execute(db);
  await sql`drop table bundle_prices`.execute(db);
  await sql`alter table bundles drop column updated_at`.execute(db);
  await sql`alter table bundles drop column position`.execute(db);
}
