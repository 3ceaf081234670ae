import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen migration: invariant_checks — the verdict of each run of the invariant checker
// (npm run check:invariants): when it ran, how many invariants were broken and the first of them.
// The 'cadena_fallida' alert reads the latest row instead of running the checker.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('invariant_checks')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('violations', 'integer', (c) => c.notNull())
    .addColumn('summary', 'text')
    .execute();
  await db.schema.createIndex('invariant_checks_finished_idx').on('invariant_checks').columns(['finished_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invariant_checks').execute();
}
