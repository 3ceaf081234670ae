import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen migration: units at a location from an index alone, on SQLite (put-away scans).
//
// Every location scan checks capacity with the sum of `inventory.quantity` at the scanned
// location. Through inventory_location_idx that sum reads one table row per lot stored there: at a
// shelf holding a few hundred lots it was the largest part of a location scan (CPU profile of
// bench/receipts.bench.ts). An index on (location_id, quantity) answers it from the index and
// takes the place of inventory_location_idx, which it makes redundant (location_id leads both),
// so SQLite keeps the same number of inventory indexes.
//
// Not on PostgreSQL: an index on quantity would stop stock updates from being HOT updates there
// (every index written on every change of quantity), a cost on every egreso for a sum that an
// index scan with a few heap reads already answers.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema.createIndex('inventory_location_units_idx').on('inventory').columns(['location_id', 'quantity']).execute();
  await db.schema.dropIndex('inventory_location_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema.createIndex('inventory_location_idx').on('inventory').column('location_id').execute();
  await db.schema.dropIndex('inventory_location_units_idx').execute();
}
