import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen migration: costs and prices of products, suppliers, purchase orders and the
// receipt's cost and links.
//
// Money is whole hundredths of a peso (integers, never binary fractions): the unit price accepts
// '1.234,56' and the moving average cost keeps two decimals; both are exact integers
// of centavos in the database and numbers with at most two decimals in the API.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const ts = 'varchar(32)';

  await db.schema.alterTable('products').addColumn('unit_price_cents', 'bigint').execute();
  await db.schema.alterTable('products').addColumn('average_cost_cents', 'bigint').execute();
  await db.schema.alterTable('products').addColumn('lead_time_days', 'integer').execute();
  await db.schema
    .alterTable('products')
    .addColumn('safety_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('suppliers')
    .addColumn('id', idType, pk)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('rut', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('contact_name', 'varchar(200)')
    .addColumn('contact_phone', 'varchar(50)')
    .addColumn('contact_email', 'varchar(200)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  // Purchase-order numbers come from document_sequences (migration 2026-11-25T1000-orders).
  await db.insertInto('document_sequences').values({ name: 'purchase_order', value: 0 }).execute();

  await db.schema
    .createTable('purchase_orders')
    .addColumn('id', idType, pk)
    .addColumn('order_number', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    // borrador | enviada | recibida_parcial | recibida | cancelada
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('borrador'))
    .addColumn('notes', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('purchase_orders_created_idx').on('purchase_orders').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('purchase_order_lines')
    .addColumn('id', idType, pk)
    .addColumn('purchase_order_id', 'integer', (c) => c.notNull().references('purchase_orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('received_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expected_cost_cents', 'bigint')
    .execute();
  await db.schema.createIndex('purchase_order_lines_po_idx').on('purchase_order_lines').column('purchase_order_id').execute();

  await db.schema
    .alterTable('transactions')
    .addColumn('supplier_id', 'integer', (c) => c.references('suppliers.id'))
    .execute();
  await db.schema
    .alterTable('transactions')
    .addColumn('purchase_order_id', 'integer', (c) => c.references('purchase_orders.id'))
    .execute();
  await db.schema.createIndex('transactions_purchase_order_idx').on('transactions').column('purchase_order_id').execute();
  await db.schema.alterTable('transaction_details').addColumn('unit_cost_cents', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transaction_details').dropColumn('unit_cost_cents').execute();
  await db.schema.dropIndex('transactions_purchase_order_idx').execute();
  await db.schema.alterTable('transactions').dropColumn('purchase_order_id').execute();
  await db.schema.alterTable('transactions').dropColumn('supplier_id').execute();
  await db.schema.dropTable('purchase_order_lines').execute();
  await db.schema.dropTable('purchase_orders').execute();
  await db.deleteFrom('document_sequences').where('name', '=', 'purchase_order').execute();
  await db.schema.dropTable('suppliers').execute();
  for (const column of ['safety_stock', 'lead_time_days', 'average_cost_cents', 'unit_price_cents'])
    await db.schema.alterTable('products').dropColumn(column).execute();
}
