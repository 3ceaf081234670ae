import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen migration: a recall reaches units already picked for an order.
// - recall_order_returns: units of a recalled lot or serial that were picked for an order and
//   brought back to a warehouse location under the recall's hold; the order no longer carries
//   them (its picked count per line subtracts them) and the recall unit they became is named.
// - picking_list_items (product_id, lot_number): the recall finds the picked units of its lots.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('recall_order_returns')
    .addColumn('id', idType, pk)
    .addColumn('recall_id', 'integer', (c) => c.notNull().references('recalls.id'))
    .addColumn('recall_unit_id', 'integer', (c) => c.notNull().references('recall_units.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('lot_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recall_order_returns_order_idx').on('recall_order_returns').columns(['order_id']).execute();
  await db.schema
    .createIndex('picking_list_items_product_lot_idx')
    .on('picking_list_items')
    .columns(['product_id', 'lot_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('picking_list_items_product_lot_idx').execute();
  await db.schema.dropTable('recall_order_returns').execute();
}
