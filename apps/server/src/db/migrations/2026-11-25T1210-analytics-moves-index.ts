import { sql, type Kysely } from 'kysely';

// Frozen migration: the analytics read the ledger's stock movements by day. The event
// log also holds zero-quantity events (quality checks: 800 000 of the large set's 1 000 000), which
// a range over `events_created_idx` would visit one table row at a time. This partial index holds
// only the events that moved stock, with every column the analytics sum, so a period's movements
// are an index-only range on both dialects (the query repeats `quantity <> 0` literally so the
// planner can use it).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index events_moves_idx on traceability_events (created_at, product_id, quantity, event_type, location_id) where quantity <> 0`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index events_moves_idx`.execute(db);
}
