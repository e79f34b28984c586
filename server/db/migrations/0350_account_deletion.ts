import { sql, type Kysely } from 'kysely';

/**
 * Deleting an account keeps its books (docs/money.md, Deleting an account). The account's row
 * stays, emptied of the person, as the reference its orders and ledger entries keep (its id), and
 * says when it was deleted (`deleted_at`); the purge deletes it, and its books with it, once the
 * retention period has passed (found by `users_deleted`).
 *
 * - A deleted account holds no email or phone number: the contact check asks one of them only of
 *   an account that is not deleted, and none of a deleted one.
 * - No order is written for a deleted account: an order placed while the account was being deleted
 *   waits for that deletion and is refused once it is committed, so that nothing is ever charged to
 *   a person who has left.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column deleted_at timestamptz`.execute(db);
  await sql`alter table users drop constraint users_contact`.execute(db);
  await sql`
    alter table users add constraint users_contact
      check (deleted_at is not null or email is not null or phone_number is not null)`.execute(db);
  await sql`
    alter table users add constraint users_deleted_anonymous
      check (deleted_at is null or (email is null and phone_number is null))`.execute(db);
  await sql`create index users_deleted on users (deleted_at) where deleted_at is not null`.execute(db);

  await sql`
    create function orders_account_not_deleted() returns trigger language plpgsql as $$
    begin
      -- Key share waits for a deletion under way, then reads the account as it was left.
      perform 1 from users where id = new.user_id and deleted_at is null for key share;
      if not found then
        raise exception 'account % is deleted', new.user_id using errcode = 'P0001';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger orders_account_not_deleted before insert on orders
      for each row execute function orders_account_not_deleted()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger orders_account_not_deleted on orders`.execute(db);
  await sql`drop function orders_account_not_deleted()`.execute(db);
  // A schema without deletions cannot hold the books of deleted accounts, and they are not thrown away.
  await sql`
    do $$ begin
      if exists (select 1 from users where deleted_at is not null) then
        raise exception 'the books of deleted accounts are kept until their purge';
      end if;
    end $$`.execute(db);
  await sql`drop index users_deleted`.execute(db);
  await sql`alter table users drop constraint users_deleted_anonymous`.execute(db);
  await sql`alter table users drop constraint users_contact`.execute(db);
  await sql`alter table users add constraint users_contact check (email is not null or phone_number is not null)`.execute(
    db,
  );
  await sql`alter table users drop column deleted_at`.execute(db);
}
