import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: the sessions ended by "Cerrar sesión" (POST /api/auth/logout). Each token
// carries an id (`jti`); logging out keeps that id here until the token would have expired
// anyway, and the authentication refuses it. On PostgreSQL a new row is announced on the users
// channel of migration 2026-11-21T1200-users-change-notify with its user's id, so every instance
// drops the user it keeps in memory (with its revoked ids) and reads the new list.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_user_idx').on('revoked_tokens').columns(['user_id', 'expires_at']).execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function bodega_notify_token_revoked() returns trigger language plpgsql as $$
    begin
      perform pg_notify('bodega_users_changed', new.user_id::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger revoked_tokens_notify after insert on revoked_tokens
    for each row execute function bodega_notify_token_revoked()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists revoked_tokens_notify on revoked_tokens`.execute(db);
    await sql`drop function if exists bodega_notify_token_revoked()`.execute(db);
  }
  await db.schema.dropTable('revoked_tokens').execute();
}
