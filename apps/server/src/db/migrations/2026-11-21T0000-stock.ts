import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: facilities, products, categories, the inventory ledger and its event log.
// Text columns that take part in uniqueness (lot, serial, expiry) are '' rather than NULL, because
// NULLs never collide in a unique index on either database.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const bigIdType = postgres ? 'bigserial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const real = 'double precision';
  const ts = 'varchar(32)';

  await db.schema
    .createTable('warehouses')
    .addColumn('id', idType, pk)
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(300)')
    .addColumn('description', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Activo'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('zones')
    .addColumn('id', idType, pk)
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('code', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('weight', real, (c) => c.notNull().defaultTo(1))
    .addColumn('aisle', 'varchar(20)')
    .addColumn('rack', 'varchar(20)')
    .addColumn('level', 'varchar(20)')
    .addColumn('position', 'varchar(20)')
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addUniqueConstraint('zones_warehouse_code_unique', ['warehouse_id', 'code'])
    .execute();

  await db.schema
    .createTable('locations')
    .addColumn('id', idType, pk)
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(300)')
    .addColumn('location_type', 'varchar(30)', (c) => c.notNull().defaultTo('storage'))
    .addColumn('aisle', 'varchar(20)')
    .addColumn('rack', 'varchar(20)')
    .addColumn('level', 'varchar(20)')
    .addColumn('position', 'varchar(20)')
    .addColumn('weight', real, (c) => c.notNull().defaultTo(1))
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('width', real)
    .addColumn('length', real)
    .addColumn('height', real)
    .addColumn('barcode', 'varchar(100)')
    .addColumn('is_volumetric', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('volumetric_capacity', real)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('locations_zone_idx').on('locations').column('zone_id').execute();
  await db.schema.createIndex('locations_barcode_idx').on('locations').column('barcode').execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', idType, pk)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', idType, pk)
    .addColumn('sku', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('barcode', 'varchar(100)', (c) => c.unique())
    .addColumn('codigo_fabrica', 'varchar(100)')
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category', 'varchar(100)', (c) => c.notNull())
    .addColumn('abc_category', 'varchar(1)')
    .addColumn('warehouse_id', 'integer', (c) => c.references('warehouses.id'))
    .addColumn('zone_id', 'integer', (c) => c.references('zones.id'))
    .addColumn('location_id', 'integer', (c) => c.references('locations.id'))
    .addColumn('current_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cantidad_x_caja', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('weight', real)
    .addColumn('length', real)
    .addColumn('width', real)
    .addColumn('height', real)
    .addColumn('unit_of_measure', 'varchar(30)', (c) => c.notNull().defaultTo('unidad'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Activo'))
    .addColumn('es_dm_priorizado', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tipo_dm', 'varchar(40)')
    .addColumn('categorizacion_implantable', 'varchar(40)')
    .addColumn('requiere_registro_sanitario', 'integer', (c) => c.notNull().defaultTo(0))
    // Lower-cased "sku name barcode codigo_fabrica": one column for the free-text filter.
    .addColumn('search_text', 'varchar(800)', (c) => c.notNull().defaultTo(''))
    .addColumn('deleted_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category_idx').on('products').column('category').execute();
  await db.schema.createIndex('products_status_name_idx').on('products').columns(['status', 'name']).execute();
  await db.schema.createIndex('products_name_idx').on('products').column('name').execute();
  await db.schema.createIndex('products_location_idx').on('products').column('location_id').execute();

  await db.schema
    .createTable('inventory')
    .addColumn('id', idType, pk)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('lot_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('reserved_quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`reserved_quantity >= 0`),
    )
    // First entry of this row: FIFO/LIFO order.
    .addColumn('entry_date', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addUniqueConstraint('inventory_identity_unique', ['product_id', 'location_id', 'lot_number', 'serial_number', 'expiry_date'])
    .execute();
  await db.schema.createIndex('inventory_location_idx').on('inventory').column('location_id').execute();
  await db.schema.createIndex('inventory_lot_idx').on('inventory').columns(['lot_number', 'product_id']).execute();
  await db.schema.createIndex('inventory_expiry_idx').on('inventory').columns(['product_id', 'expiry_date']).execute();

  await db.schema
    .createTable('traceability_events')
    .addColumn('id', bigIdType, pk)
    .addColumn('event_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'integer')
    .addColumn('lot_number', 'varchar(20)')
    .addColumn('serial_number', 'varchar(20)')
    .addColumn('expiry_date', 'varchar(10)')
    // Signed change of stock at that location (0 for events that move nothing, e.g. QUALITY_CHECK).
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('reference_type', 'varchar(40)')
    .addColumn('reference_id', 'integer')
    .addColumn('reference', 'varchar(100)')
    .addColumn('description', 'varchar(500)')
    .addColumn('notes', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    // Hash chain, written by the sealer after commit, in chain_seq order.
    .addColumn('chain_seq', 'integer', (c) => c.unique())
    .addColumn('prev_hash', 'varchar(64)')
    .addColumn('hash', 'varchar(64)')
    .execute();
  await db.schema.createIndex('events_product_idx').on('traceability_events').columns(['product_id', 'id']).execute();
  await db.schema.createIndex('events_type_idx').on('traceability_events').columns(['event_type', 'id']).execute();
  await db.schema.createIndex('events_location_idx').on('traceability_events').columns(['location_id', 'id']).execute();
  await db.schema.createIndex('events_lot_idx').on('traceability_events').columns(['lot_number', 'id']).execute();
  await db.schema.createIndex('events_created_idx').on('traceability_events').column('created_at').execute();
  await db.schema
    .createIndex('events_reference_idx')
    .on('traceability_events')
    .columns(['reference_type', 'reference_id'])
    .execute();
  await db.schema.createIndex('events_unsealed_idx').on('traceability_events').column('chain_seq').execute();

  // One row: where the hash chain ends. The sealer locks it, so instances never fork the chain.
  await db.schema
    .createTable('event_chain_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addColumn('last_hash', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('event_chain_state')
    .values({ id: 1, last_seq: 0, last_hash: '0'.repeat(64) })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'event_chain_state',
    'traceability_events',
    'inventory',
    'products',
    'categories',
    'locations',
    'zones',
    'warehouses',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
