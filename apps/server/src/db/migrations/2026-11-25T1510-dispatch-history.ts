import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: the dispatch history of /despachos (Dispatch / egress order).
// - dispatch_orders: one dispatch from one source location to a destination; status Pendiente |
//   Completado | Cancelado; selection_method none | fifo | fefo; reference DSP-###### from
//   document_sequences ('dispatch_orders').
// - dispatch_order_items: what each line asks for (product, quantity).
// - dispatch_order_issues: written by the ledger with the units when the dispatch completes, one
//   row per inventory row taken (lot, serial, expiry), so the report shows what left.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const ts = 'varchar(32)';

  await db
    .insertInto('document_sequences')
    .values({ name: 'dispatch_orders', value: 0 })
    .onConflict((oc: any) => oc.column('name').doNothing())
    .execute();

  await db.schema
    .createTable('dispatch_orders')
    .addColumn('id', idType, pk)
    .addColumn('reference', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('destination', 'varchar(200)', (c) => c.notNull())
    .addColumn('dispatch_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('source_location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('notes', 'text')
    .addColumn('status', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('Pendiente')
        .check(sql`status in ('Pendiente', 'Completado', 'Cancelado')`),
    )
    .addColumn('selection_method', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`selection_method in ('none', 'fifo', 'fefo')`),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('completed_at', ts)
    .addColumn('completed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('dispatch_orders_date_idx').on('dispatch_orders').columns(['dispatch_date', 'id']).execute();
  await db.schema
    .createIndex('dispatch_orders_status_date_idx')
    .on('dispatch_orders')
    .columns(['status', 'dispatch_date', 'id'])
    .execute();

  await db.schema
    .createTable('dispatch_order_items')
    .addColumn('id', idType, pk)
    .addColumn('dispatch_order_id', 'integer', (c) => c.notNull().references('dispatch_orders.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .execute();
  await db.schema
    .createIndex('dispatch_order_items_order_idx')
    .on('dispatch_order_items')
    .columns(['dispatch_order_id', 'line_no'])
    .execute();

  await db.schema
    .createTable('dispatch_order_issues')
    .addColumn('id', idType, pk)
    .addColumn('dispatch_order_id', 'integer', (c) => c.notNull().references('dispatch_orders.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('dispatch_order_items.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('lot_number', 'varchar(100)')
    .addColumn('serial_number', 'varchar(100)')
    .addColumn('expiry_date', 'varchar(10)')
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .execute();
  await db.schema
    .createIndex('dispatch_order_issues_order_idx')
    .on('dispatch_order_issues')
    .columns(['dispatch_order_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dispatch_order_issues').execute();
  await db.schema.dropTable('dispatch_order_items').execute();
  await db.schema.dropTable('dispatch_orders').execute();
  await db.deleteFrom('document_sequences').where('name', '=', 'dispatch_orders').execute();
}
