import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: on PostgreSQL every change of `users` (from any instance or any client) is
// announced on the channel `bodega_users_changed` with the user's id ('*' after a TRUNCATE), so
// each instance can drop the user it keeps in memory for authenticated requests
// (modules/users/request-user-cache.ts). NOTIFY is delivered when the transaction commits, never
// for one that rolls back. SQLite has a single server process, which invalidates its own cache.
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function bodega_notify_users_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        perform pg_notify('bodega_users_changed', '*');
      elsif tg_op = 'DELETE' then
        perform pg_notify('bodega_users_changed', old.id::text);
      else
        perform pg_notify('bodega_users_changed', new.id::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_notify_changed after insert or update or delete on users
    for each row execute function bodega_notify_users_changed()`.execute(db);
  await sql`create trigger users_notify_truncated after truncate on users
    for each statement execute function bodega_notify_users_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger if exists users_notify_truncated on users`.execute(db);
  await sql`drop trigger if exists users_notify_changed on users`.execute(db);
  await sql`drop function if exists bodega_notify_users_changed()`.execute(db);
}
