import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen migration: totals of the traceability log and the chain-verification checkpoint
// (measured on 1 000 000 events).
//
// `event_counts` holds, per event type, how many sealed events (and what quantity) each
// dimension has: 'a' all events (key 0), 'p' per product, 'l' per location (0 = none) and 'd'
// per Santiago calendar day (key YYYYMMDD). The sealer adds the events it seals in the same
// transaction (never the stock writes, so no hot counter row serialises them), and
// `event_chain_state.counted_seq` says up to which chain_seq the counts go. Events sealed by
// other means (seed:large) are counted afterwards by the sealer's catch-up, in chunks; this
// migration only creates the tables, so it is quick on a large log.
//
// `event_chain_checkpoint` is where the verifier leaves the last chain_seq and hash it proved,
// so the default verification walks only the newer events.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const big = postgres ? 'bigint' : 'integer';

  await db.schema
    .alterTable('event_chain_state')
    .addColumn('counted_seq', big, (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('event_counts')
    .addColumn('dim', 'varchar(1)', (c) => c.notNull())
    .addColumn('key_id', big, (c) => c.notNull())
    .addColumn('event_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('events', big, (c) => c.notNull())
    .addColumn('quantity', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('event_counts_pk', ['dim', 'key_id', 'event_type'])
    .execute();

  await db.schema
    .createTable('event_chain_checkpoint')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('verified_seq', big, (c) => c.notNull())
    .addColumn('verified_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('verified_at', 'varchar(32)')
    .addColumn('full_verified_at', 'varchar(32)')
    .execute();
  await db
    .insertInto('event_chain_checkpoint')
    .values({ id: 1, verified_seq: 0, verified_hash: '0'.repeat(64), verified_at: null, full_verified_at: null })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_chain_checkpoint').execute();
  await db.schema.dropTable('event_counts').execute();
  await db.schema.alterTable('event_chain_state').dropColumn('counted_seq').execute();
}
