import type { Kysely } from 'kysely';

// Picking (issue 24): each product's default picking strategy (fifo, lifo, fefo, manual; null
// when none was chosen), set by PUT /api/intelligent-picking/product/{id}/strategy.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('picking_strategy', 'varchar(10)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('picking_strategy').execute();
}
