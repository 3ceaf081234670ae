import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: fewer index writes per stock change (egresos per second).
//
// PostgreSQL: every ledger write updates `products.current_stock`. Four list indexes held that
// column (products_stock_idx, products_list_totals_idx, products_list_category_idx,
// products_list_stock_idx), so no such update was a HOT update: each one wrote a new entry into
// all 15 product indexes. Their purpose is SQLite's (totals and the stock-status filter answered
// from the index alone, migration 2026-11-21T0610); PostgreSQL reads the heap for those anyway
// (the visibility map of a table updated this often is rarely all-visible) and still finds the
// same rows through products_list_name_idx / products_list_category_name_idx, which lead with the
// same columns. Without them the stock update touches no indexed column and can stay on its page
// (HOT); a fillfactor of 90 leaves room on new pages for that. Ordering by stock becomes a sort of
// the filtered products (a top-N heap sort, measured in the migration's commit).
//
// Both databases: events_unsealed_idx duplicated the unique index on chain_seq (both are on
// chain_seq alone; `chain_seq is null` and chain ranges use either). Each event insert and each
// seal wrote both.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const name of [
      'products_stock_idx',
      'products_list_totals_idx',
      'products_list_category_idx',
      'products_list_stock_idx',
    ]) {
      await db.schema.dropIndex(name).execute();
    }
    await sql`alter table products set (fillfactor = 90)`.execute(db);
  }
  await db.schema.dropIndex('events_unsealed_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('events_unsealed_idx').on('traceability_events').column('chain_seq').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table products reset (fillfactor)`.execute(db);
    const limits = ['current_stock', 'min_stock', 'max_stock', 'inventory_rows'];
    await db.schema.createIndex('products_stock_idx').on('products').columns(['current_stock', 'name']).execute();
    await db.schema
      .createIndex('products_list_totals_idx')
      .on('products')
      .columns(['status', 'deleted_at', ...limits])
      .execute();
    await db.schema
      .createIndex('products_list_category_idx')
      .on('products')
      .columns(['status', 'deleted_at', 'category', ...limits])
      .execute();
    await db.schema
      .createIndex('products_list_stock_idx')
      .on('products')
      .columns(['status', 'deleted_at', 'current_stock'])
      .execute();
  }
}
