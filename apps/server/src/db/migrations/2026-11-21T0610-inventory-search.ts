import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: indexes measured against 50 000 products / 200 000 inventory rows.
//
// The inventory list filters active products and sorts by name, SKU, stock or category, then
// counts and sums what matched. Covering indexes that lead with (status, deleted_at) let SQLite
// answer the count, the sums, the stock-status CASE and deep OFFSETs from the index alone,
// without reading product rows.
//
// On SQLite free-text search goes through an FTS5 trigram index over products.search_text
// (external content, kept by triggers): `LIKE '%word%'` on it uses the index for words of three
// characters or more. PostgreSQL keeps the plain LIKE on search_text.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  for (const name of ['products_status_sku_idx', 'products_status_stock_idx', 'products_status_category_idx']) {
    await db.schema.dropIndex(name).execute();
  }
  const limits = ['current_stock', 'min_stock', 'max_stock', 'inventory_rows'];
  // Totals and the stock-status filter from the index alone (narrow, so a full scan is short).
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
  // Page order: the row id follows the sort column in the index, so ORDER BY x, id needs no sort
  // and a deep OFFSET is skipped inside the index.
  await db.schema.createIndex('products_list_name_idx').on('products').columns(['status', 'deleted_at', 'name']).execute();
  await db.schema
    .createIndex('products_list_category_name_idx')
    .on('products')
    .columns(['status', 'deleted_at', 'category', 'name'])
    .execute();
  await db.schema.createIndex('products_list_sku_idx').on('products').columns(['status', 'deleted_at', 'sku']).execute();
  await db.schema
    .createIndex('products_list_stock_idx')
    .on('products')
    .columns(['status', 'deleted_at', 'current_stock'])
    .execute();

  if (postgres) return;
  await sql`create virtual table products_fts using fts5(search_text, content='products', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into products_fts(rowid, search_text) select id, search_text from products`.execute(db);
  await sql`create trigger products_fts_insert after insert on products begin
    insert into products_fts(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
  await sql`create trigger products_fts_delete after delete on products begin
    insert into products_fts(products_fts, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(db);
  await sql`create trigger products_fts_update after update of search_text on products begin
    insert into products_fts(products_fts, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into products_fts(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!postgres) {
    for (const name of ['products_fts_insert', 'products_fts_delete', 'products_fts_update'])
      await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
    await sql`drop table if exists products_fts`.execute(db);
  }
  for (const name of [
    'products_list_totals_idx',
    'products_list_category_idx',
    'products_list_name_idx',
    'products_list_category_name_idx',
    'products_list_sku_idx',
    'products_list_stock_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.createIndex('products_status_sku_idx').on('products').columns(['status', 'sku']).execute();
  await db.schema.createIndex('products_status_stock_idx').on('products').columns(['status', 'current_stock', 'name']).execute();
  await db.schema.createIndex('products_status_category_idx').on('products').columns(['status', 'category', 'name']).execute();
}
