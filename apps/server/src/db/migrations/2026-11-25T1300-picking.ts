import type { Kysely } from 'kysely';

// Picking, on the orders module's tables (migration 2026-11-25T1000-orders):
// - products.picking_strategy: each product's default picking strategy (fifo, lifo, fefo, manual;
//   null when none was chosen), set by PUT /api/intelligent-picking/product/{id}/strategy;
// - picking_list_items.short_quantity / short_reason: a short pick (fewer units than required,
//   with the reason); the rest of its reservation is released;
// - picking_lists.route_strategy / route_optimized_at: the last route optimisation of the list
//   (its items' sequence follows that route).
// An order with a short-picked item is partial: read from its items, not stored.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('picking_strategy', 'varchar(10)').execute();
  await db.schema
    .alterTable('picking_list_items')
    .addColumn('short_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('picking_list_items').addColumn('short_reason', 'varchar(500)').execute();
  await db.schema.alterTable('picking_lists').addColumn('route_strategy', 'varchar(30)').execute();
  await db.schema.alterTable('picking_lists').addColumn('route_optimized_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('picking_lists').dropColumn('route_optimized_at').execute();
  await db.schema.alterTable('picking_lists').dropColumn('route_strategy').execute();
  await db.schema.alterTable('picking_list_items').dropColumn('short_reason').execute();
  await db.schema.alterTable('picking_list_items').dropColumn('short_quantity').execute();
  await db.schema.alterTable('products').dropColumn('picking_strategy').execute();
}
