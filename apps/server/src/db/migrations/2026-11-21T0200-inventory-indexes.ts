import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: what the paged inventory list (GET /api/inventory) needs to answer in a few
// milliseconds on 50 000 products / 200 000 inventory rows.
//
// products.inventory_rows counts the product's inventory rows. The ledger owns `inventory`; this
// counter is kept by database triggers so the footer's "M items totales" is a sum over the
// matching products instead of a join over every inventory row, and no code outside the ledger
// has to remember it. Upserts that update an existing row fire no INSERT trigger on either
// database, so the count stays exact.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable('products')
    .addColumn('inventory_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update products set inventory_rows = (select count(*) from inventory where inventory.product_id = products.id)`.execute(
    db,
  );

  if (postgres) {
    await sql`
      create or replace function inventory_rows_count() returns trigger as $$
      begin
        if tg_op = 'INSERT' then
          update products set inventory_rows = inventory_rows + 1 where id = new.product_id;
        elsif tg_op = 'DELETE' then
          update products set inventory_rows = inventory_rows - 1 where id = old.product_id;
        elsif new.product_id <> old.product_id then
          update products set inventory_rows = inventory_rows - 1 where id = old.product_id;
          update products set inventory_rows = inventory_rows + 1 where id = new.product_id;
        end if;
        return null;
      end
      $$ language plpgsql`.execute(db);
    await sql`create trigger inventory_rows_count after insert or delete or update of product_id on inventory
      for each row execute function inventory_rows_count()`.execute(db);
  } else {
    await sql`create trigger inventory_rows_insert after insert on inventory begin
      update products set inventory_rows = inventory_rows + 1 where id = new.product_id; end`.execute(db);
    await sql`create trigger inventory_rows_delete after delete on inventory begin
      update products set inventory_rows = inventory_rows - 1 where id = old.product_id; end`.execute(db);
    await sql`create trigger inventory_rows_move after update of product_id on inventory when new.product_id <> old.product_id begin
      update products set inventory_rows = inventory_rows - 1 where id = old.product_id;
      update products set inventory_rows = inventory_rows + 1 where id = new.product_id; end`.execute(db);
  }

  // Sorted pages of active products (status first: the default list hides non-active ones).
  await db.schema.createIndex('products_status_sku_idx').on('products').columns(['status', 'sku']).execute();
  await db.schema.createIndex('products_status_stock_idx').on('products').columns(['status', 'current_stock', 'name']).execute();
  await db.schema.createIndex('products_status_category_idx').on('products').columns(['status', 'category', 'name']).execute();
  await db.schema.createIndex('products_stock_idx').on('products').columns(['current_stock', 'name']).execute();
  await db.schema.createIndex('products_category_name_idx').on('products').columns(['category', 'name']).execute();
  // The page's lot rows and the location filter.
  await db.schema.createIndex('inventory_location_product_idx').on('inventory').columns(['location_id', 'product_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`drop trigger if exists inventory_rows_count on inventory`.execute(db);
    await sql`drop function if exists inventory_rows_count()`.execute(db);
  } else {
    for (const name of ['inventory_rows_insert', 'inventory_rows_delete', 'inventory_rows_move']) {
      await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
    }
  }
  for (const name of [
    'products_status_sku_idx',
    'products_status_stock_idx',
    'products_status_category_idx',
    'products_stock_idx',
    'products_category_name_idx',
    'inventory_location_product_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable('products').dropColumn('inventory_rows').execute();
}
