import type { Kysely } from 'kysely';

// Frozen migration: how strictly the lot strategy (FEFO, FIFO…) is enforced on goods issues,
// picks and dispatch — 'none', 'warn' (another lot needs a reason code) or 'block'.
// - categories.lot_enforcement: the category's policy ('warn', today's behaviour, by default).
// - products.lot_enforcement: a product's override; null follows its category.
// - egress_order_items / picking_list_items / dispatch_order_items: the reason code (and text)
//   given for taking another lot than the strategy's.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('categories')
    .addColumn('lot_enforcement', 'varchar(8)', (c) => c.notNull().defaultTo('warn'))
    .execute();
  await db.schema.alterTable('products').addColumn('lot_enforcement', 'varchar(8)').execute();
  for (const table of ['egress_order_items', 'picking_list_items', 'dispatch_order_items']) {
    await db.schema.alterTable(table).addColumn('deviation_reason', 'varchar(40)').execute();
    await db.schema.alterTable(table).addColumn('deviation_text', 'varchar(200)').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['egress_order_items', 'picking_list_items', 'dispatch_order_items']) {
    await db.schema.alterTable(table).dropColumn('deviation_text').execute();
    await db.schema.alterTable(table).dropColumn('deviation_reason').execute();
  }
  await db.schema.alterTable('products').dropColumn('lot_enforcement').execute();
  await db.schema.alterTable('categories').dropColumn('lot_enforcement').execute();
}
