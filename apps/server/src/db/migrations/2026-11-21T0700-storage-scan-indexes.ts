import { type Kysely, sql } from 'kysely';

// Frozen migration: indexes for put-away scanning (bench/receipts.bench.ts).
//
// - A location scan checks capacity: units at the location plus units that pending items of open
//   lists will bring there, `coalesce(actual_location_id, suggested_location_id)`. Without an index
//   on that expression the check read every item of every open list on each scan. The partial
//   index holds pending items only (stored ones are history) and covers the sum. Queries must
//   repeat the expression and the literal `status = 'pending'` for SQLite and PostgreSQL to use it.
//   It replaces storage_items_suggested_idx, which no query could use for that expression and
//   which every stored item had to update.
// - Storing an item settles its receipt line when no other item of that line is pending: that
//   subquery (and deleting receipt lines, through the foreign key) scanned the whole table. The
//   index leaves `status` out so that storing an item does not have to move its entry.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index storage_items_pending_target_idx on storage_items
    ((coalesce(actual_location_id, suggested_location_id)), storage_list_id, quantity_to_store)
    where status = 'pending'`.execute(db);
  await db.schema.dropIndex('storage_items_suggested_idx').execute();
  await db.schema.createIndex('storage_items_detail_idx').on('storage_items').column('transaction_detail_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('storage_items_detail_idx').execute();
  await db.schema
    .createIndex('storage_items_suggested_idx')
    .on('storage_items')
    .columns(['suggested_location_id', 'status'])
    .execute();
  await db.schema.dropIndex('storage_items_pending_target_idx').execute();
}
