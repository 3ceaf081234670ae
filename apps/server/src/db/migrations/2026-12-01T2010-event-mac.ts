import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: every traceability event carries, from its insert, a MAC of its content
// under the audit key (`mac`, written by the stock write itself: modules/ledger/event-mac.ts), and
// the sealer chains only events whose MAC verifies, so a row inserted straight into the table is
// never sealed. `mac` is unique: a copy of a real event's row, MAC included, cannot be inserted.
// `refused_at` marks an event the sealer refused, so it is not read again on every pass.
// Events already in the table have no MAC: `event_chain_state.mac_from_id` is the first id that
// must have one (those below it were written before this migration and are sealed as before).
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('traceability_events').addColumn('mac', 'varchar(100)').execute();
  await db.schema.alterTable('traceability_events').addColumn('refused_at', 'varchar(32)').execute();
  await db.schema.createIndex('events_mac_unique').on('traceability_events').column('mac').unique().execute();
  await db.schema
    .alterTable('event_chain_state')
    .addColumn('mac_from_id', postgres ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update event_chain_state set mac_from_id = (select coalesce(max(id), 0) + 1 from traceability_events)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_chain_state').dropColumn('mac_from_id').execute();
  await db.schema.dropIndex('events_mac_unique').execute();
  await db.schema.alterTable('traceability_events').dropColumn('refused_at').execute();
  await db.schema.alterTable('traceability_events').dropColumn('mac').execute();
}
