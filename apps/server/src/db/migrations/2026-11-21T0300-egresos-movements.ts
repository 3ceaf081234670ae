import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen migration: goods issues (egresos) and internal movements. Stock itself stays in
// `inventory`, written only by the ledger; these tables record the operations and what each one
// took, so an issued order can be annulled by returning exactly what left.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const real = 'double precision';
  const ts = 'varchar(32)';

  await db.schema
    .createTable('egress_orders')
    .addColumn('id', idType, pk)
    .addColumn('order_number', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('area_servicio', 'varchar(40)', (c) => c.notNull())
    .addColumn('strategy', 'varchar(10)', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Completado'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('cancelled_at', ts)
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('egress_orders_created_idx').on('egress_orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('egress_orders_status_created_idx').on('egress_orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('egress_orders_area_idx').on('egress_orders').column('area_servicio').execute();

  // One row per inventory row an issue line took from: a line that spans two lots is two rows
  // with the same line_no, so annulling returns each quantity to where it came from.
  await db.schema
    .createTable('egress_order_items')
    .addColumn('id', idType, pk)
    .addColumn('egress_order_id', 'integer', (c) => c.notNull().references('egress_orders.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('lot_number', 'varchar(20)')
    .addColumn('serial_number', 'varchar(20)')
    .addColumn('expiry_date', 'varchar(10)')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('barcode_scanned', 'varchar(200)')
    .addColumn('gtin', 'varchar(14)')
    .addColumn('sscc', 'varchar(18)')
    .addColumn('gln', 'varchar(13)')
    .addColumn('gsin', 'varchar(17)')
    .addColumn('gdti', 'varchar(30)')
    .addColumn('production_date', 'varchar(10)')
    .addColumn('pack_date', 'varchar(10)')
    .addColumn('best_before_date', 'varchar(10)')
    .addColumn('net_weight_kg', real)
    .addColumn('gross_weight_kg', real)
    .addColumn('net_weight_lb', real)
    .addColumn('gross_weight_lb', real)
    // JSON object of the GS1 custom fields 90–99 that the scan carried ({"90": "…"}).
    .addColumn('custom_fields', 'text')
    .addColumn('strategy_compliant', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('strategy_warning', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('egress_items_order_idx')
    .on('egress_order_items')
    .columns(['egress_order_id', 'line_no'])
    .execute();
  await db.schema.createIndex('egress_items_product_idx').on('egress_order_items').column('product_id').execute();

  await db.schema
    .createTable('internal_movements')
    .addColumn('id', idType, pk)
    .addColumn('reference', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('movement_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Pendiente'))
    .addColumn('notes', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('executed_at', ts)
    .addColumn('executed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('movements_created_idx').on('internal_movements').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('movements_status_created_idx')
    .on('internal_movements')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('movements_type_created_idx')
    .on('internal_movements')
    .columns(['movement_type', 'created_at'])
    .execute();

  await db.schema
    .createTable('internal_movement_details')
    .addColumn('id', idType, pk)
    .addColumn('movement_id', 'integer', (c) => c.notNull().references('internal_movements.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('source_location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('destination_location_id', 'integer', (c) => c.notNull().references('locations.id'))
    // Null: the execution takes the source's rows in FEFO order.
    .addColumn('lot_number', 'varchar(20)')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('movement_details_movement_idx').on('internal_movement_details').column('movement_id').execute();
  await db.schema.createIndex('movement_details_product_idx').on('internal_movement_details').column('product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['internal_movement_details', 'internal_movements', 'egress_order_items', 'egress_orders']) {
    await db.schema.dropTable(table).execute();
  }
}
