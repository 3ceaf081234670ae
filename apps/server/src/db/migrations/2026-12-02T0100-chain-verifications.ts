import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen migration: chain_verifications — each verification of the event chain, run in the
// background (a walk of the whole chain is never a request's work). One row per run: who or what
// started it, its progress while it runs, its result (the ChainVerification as JSON) when it ends.
// At most one runs at a time: the partial unique index refuses a second 'en_curso' row, on both
// databases and across instances.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('chain_verifications')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('trigger', 'varchar(16)', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('heartbeat_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chain_length', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid', 'integer')
    .addColumn('result', 'text')
    .addColumn('error', 'text')
    .execute();
  await sql`create unique index chain_verifications_one_running on chain_verifications (status) where status = 'en_curso'`.execute(
    db,
  );
  await db.schema
    .createIndex('chain_verifications_started_idx')
    .on('chain_verifications')
    .columns(['started_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chain_verifications').execute();
}
