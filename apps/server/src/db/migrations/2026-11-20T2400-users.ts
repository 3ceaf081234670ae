import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen migration: never edit once applied; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres ? 'serial' : 'integer';

  await db.schema
    .createTable('users')
    .addColumn('id', id, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('username', 'varchar(50)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)')
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // Uniqueness is case-insensitive: stored values are lower-cased by the service.
  await db.schema.createIndex('users_username_unique').on('users').column('username').unique().execute();
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', id, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('identifier', 'varchar(254)', (col) => col.notNull())
    .addColumn('succeeded', 'integer', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('attempted_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_identifier_time_idx')
    .on('login_attempts')
    .columns(['identifier', 'attempted_at'])
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', id, (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_hash_unique')
    .on('password_reset_tokens')
    .column('token_hash')
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('login_attempts').execute();
  await db.schema.dropTable('users').execute();
}
