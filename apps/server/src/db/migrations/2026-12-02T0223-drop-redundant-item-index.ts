import type { Kysely } from 'kysely';

// Frozen migration: drop-redundant-item-index. egress_items_product_idx (product_id) is the
// leading column of egress_order_items_product_lot_idx (product_id, lot_number), which serves
// every lookup by product just as well (SQLite and PostgreSQL alike), while every issue line paid
// for keeping both up to date.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('egress_items_product_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('egress_items_product_idx').on('egress_order_items').column('product_id').execute();
}
