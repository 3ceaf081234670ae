import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: customers, sales orders with their lines, the picking lists an order's
// reservations become (one item per reservation; execution columns are the picking issue's), and
// the document sequences that number them. Stock commitments stay in stock_reservations
// (source_type 'order', source_id = orders.id, source_line_id = order_lines.id).
// Money is whole Chilean pesos (bigint on PostgreSQL): prices, line totals, subtotal, IVA, total.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const money = postgres ? 'bigint' : 'integer';
  const ts = 'varchar(32)';

  // One row per numbered document kind ('orders', 'picking_lists', …): the next number is an
  // atomic `update … set value = value + 1 returning value`, so two creations never share one.
  await db.schema
    .createTable('document_sequences')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('document_sequences')
    .values([
      { name: 'orders', value: 0 },
      { name: 'picking_lists', value: 0 },
    ])
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', idType, pk)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    // RUT normalised '12345678-K' (no dots, dash, upper-case K): unique.
    .addColumn('tax_id', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('contact_person', 'varchar(200)')
    .addColumn('contact_phone', 'varchar(30)')
    .addColumn('contact_email', 'varchar(254)')
    .addColumn('city', 'varchar(100)')
    .addColumn('address', 'varchar(255)')
    .addColumn('country', 'varchar(100)')
    .addColumn('postal_code', 'varchar(20)')
    .addColumn('payment_terms', 'varchar(100)')
    .addColumn('search_text', 'varchar(420)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', idType, pk)
    .addColumn('order_number', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    // pending | assigned | picking | picked | packed | shipped | delivered | cancelled
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('priority', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`priority between 1 and 5`),
    )
    .addColumn('order_date', ts, (c) => c.notNull())
    .addColumn('required_date', ts)
    .addColumn('shipping_address', 'varchar(255)')
    .addColumn('shipping_city', 'varchar(100)')
    .addColumn('shipping_country', 'varchar(100)')
    .addColumn('shipping_postal_code', 'varchar(20)')
    .addColumn('shipping_method', 'varchar(30)')
    // Order-level strategy (level 'order') or null; lines carry their own at level 'product'.
    .addColumn('picking_strategy', 'varchar(10)')
    .addColumn('strategy_level', 'varchar(10)', (c) => c.notNull().defaultTo('order'))
    .addColumn('piece_by_piece_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('subtotal', money, (c) => c.notNull().defaultTo(0))
    .addColumn('tax_amount', money, (c) => c.notNull().defaultTo(0))
    .addColumn('total_amount', money, (c) => c.notNull().defaultTo(0))
    // Set at the first reservation: such an order is never hard-deleted, only cancelled.
    .addColumn('first_allocated_at', ts)
    .addColumn('allocated_at', ts)
    .addColumn('carrier', 'varchar(50)')
    .addColumn('service_type', 'varchar(30)')
    .addColumn('tracking_number', 'varchar(100)')
    .addColumn('shipped_at', ts)
    .addColumn('cancelled_at', ts)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_status_date_idx').on('orders').columns(['status', 'order_date']).execute();
  await db.schema.createIndex('orders_date_idx').on('orders').columns(['order_date', 'id']).execute();
  await db.schema.createIndex('orders_customer_idx').on('orders').columns(['customer_id', 'order_date']).execute();
  await db.schema.createIndex('orders_required_idx').on('orders').column('required_date').execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', idType, pk)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price', money, (c) => c.notNull())
    .addColumn('line_total', money, (c) => c.notNull())
    .addColumn('picking_strategy', 'varchar(10)')
    // Manual criterion: type lot | serial | expiry and its value.
    .addColumn('criteria_type', 'varchar(10)')
    .addColumn('criteria_value', 'varchar(50)')
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').columns(['order_id', 'line_no']).execute();
  await db.schema.createIndex('order_lines_product_idx').on('order_lines').column('product_id').execute();

  await db.schema
    .createTable('picking_lists')
    .addColumn('id', idType, pk)
    .addColumn('list_number', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    // pending | assigned | in_progress | completed | cancelled
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('piece_by_piece_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    // Minutes (formulas.estimatedPickingMinutes).
    .addColumn('estimated_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('assigned_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('assigned_at', ts)
    .addColumn('started_at', ts)
    .addColumn('completed_at', ts)
    .addColumn('cancelled_at', ts)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('picking_lists_order_idx').on('picking_lists').column('order_id').execute();
  await db.schema.createIndex('picking_lists_status_idx').on('picking_lists').columns(['status', 'assigned_user_id']).execute();

  await db.schema
    .createTable('picking_list_items')
    .addColumn('id', idType, pk)
    .addColumn('picking_list_id', 'integer', (c) => c.notNull().references('picking_lists.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id'))
    // The reservation the item consumes. No foreign key: a fully consumed reservation is deleted
    // by the ledger while the item stays as the record of the pick.
    .addColumn('reservation_id', 'integer')
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('lot_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity_required', 'integer', (c) => c.notNull().check(sql`quantity_required > 0`))
    .addColumn('quantity_picked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity_scanned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('barcode_scanned', 'integer', (c) => c.notNull().defaultTo(0))
    // pending | picked | cancelled
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('picked_at', ts)
    .addColumn('picked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('picking_list_items_list_idx')
    .on('picking_list_items')
    .columns(['picking_list_id', 'sequence'])
    .execute();
  await db.schema.createIndex('picking_list_items_line_idx').on('picking_list_items').column('order_line_id').execute();
  await db.schema.createIndex('picking_list_items_reservation_idx').on('picking_list_items').column('reservation_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('picking_list_items').execute();
  await db.schema.dropTable('picking_lists').execute();
  await db.schema.dropTable('order_lines').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('customers').execute();
  await db.schema.dropTable('document_sequences').execute();
}
