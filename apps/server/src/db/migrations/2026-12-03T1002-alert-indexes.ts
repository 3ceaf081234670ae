import { sql, type Kysely } from 'kysely';

// Frozen migration: what GET /api/alerts' two large sources need so as not to scan every product.
// - inventory_expiring_idx: the rows with stock and an expiry, by expiry (covering the lot and
//   the quantity): 'Lotes por vencer' reads the range up to its widest window.
// - products_low_stock_idx: the live products at or below their reorder point ('Stock bajo').
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index inventory_expiring_idx on inventory (expiry_date, product_id, lot_number, quantity) where quantity > 0 and expiry_date != ''`.execute(
    db,
  );
  await sql`create index products_low_stock_idx on products (id) where deleted_at is null and min_stock > 0 and current_stock <= min_stock`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_low_stock_idx').execute();
  await db.schema.dropIndex('inventory_expiring_idx').execute();
}
