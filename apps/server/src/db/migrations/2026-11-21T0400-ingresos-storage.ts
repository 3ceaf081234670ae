import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen migration: goods receipts (reception transactions and their lines), idempotency keys of
// receipt creation, and storage (put-away) lists with their items. Stock itself stays in
// `inventory`, written only by the ledger.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const real = 'double precision';
  const ts = 'varchar(32)';

  await db.schema
    .createTable('transactions')
    .addColumn('id', idType, pk)
    // The order number the user typed ('Número de orden').
    .addColumn('reference', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('reception'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('Pendiente'))
    .addColumn('supplier', 'varchar(200)')
    .addColumn('warehouse_id', 'integer', (c) => c.references('warehouses.id'))
    .addColumn('zone_id', 'integer', (c) => c.references('zones.id'))
    .addColumn('notes', 'text')
    .addColumn('mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('processed_at', ts)
    .addColumn('cancelled_at', ts)
    .execute();
  await db.schema.createIndex('transactions_created_idx').on('transactions').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('transactions_status_created_idx').on('transactions').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('transaction_details')
    .addColumn('id', idType, pk)
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('lot_number', 'varchar(20)')
    .addColumn('serial_number', 'varchar(20)')
    .addColumn('expiry_date', 'varchar(10)')
    // Where the line was (or will be) written: given by the user, or chosen on receipt.
    .addColumn('destination_location_id', 'integer', (c) => c.references('locations.id'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('forma_adquisicion', 'varchar(40)')
    .addColumn('fecha_recepcion_conforme', ts)
    .addColumn('numero_registro_sanitario', 'varchar(50)')
    .addColumn('numero_inventario_activo_fijo', 'varchar(50)')
    .addColumn('barcode_type', 'varchar(20)')
    .addColumn('auto_filled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('transaction_details_tx_idx').on('transaction_details').column('transaction_id').execute();
  await db.schema.createIndex('transaction_details_product_idx').on('transaction_details').column('product_id').execute();

  // A retried create with the same Idempotency-Key answers what the first one answered. The row is
  // written in the receipt's own transaction, so a crash can never keep one without the other.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', idType, pk)
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('route', 'varchar(200)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('response_status', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_user_route_key_unique', ['user_id', 'route', 'key'])
    .execute();

  await db.schema
    .createTable('storage_lists')
    .addColumn('id', idType, pk)
    .addColumn('list_number', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('transaction_id', 'integer', (c) => c.notNull().references('transactions.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('storage_strategy', 'varchar(30)', (c) => c.notNull())
    .addColumn('piece_by_piece_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_items', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completed_items', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('estimated_time', real, (c) => c.notNull().defaultTo(0))
    .addColumn('actual_time', real)
    .addColumn('assigned_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('assigned_at', ts)
    .addColumn('started_at', ts)
    .addColumn('completed_at', ts)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('storage_lists_tx_idx').on('storage_lists').column('transaction_id').execute();
  await db.schema.createIndex('storage_lists_assigned_idx').on('storage_lists').columns(['assigned_user_id', 'status']).execute();
  await db.schema.createIndex('storage_lists_status_idx').on('storage_lists').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('storage_items')
    .addColumn('id', idType, pk)
    .addColumn('storage_list_id', 'integer', (c) => c.notNull().references('storage_lists.id').onDelete('cascade'))
    .addColumn('transaction_detail_id', 'integer', (c) => c.notNull().references('transaction_details.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity_to_store', 'integer', (c) => c.notNull())
    .addColumn('quantity_scanned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lot_number', 'varchar(20)')
    .addColumn('serial_number', 'varchar(20)')
    .addColumn('expiry_date', 'varchar(10)')
    .addColumn('suggested_location_id', 'integer', (c) => c.references('locations.id'))
    .addColumn('suggestion_reason', 'varchar(500)')
    .addColumn('actual_location_id', 'integer', (c) => c.references('locations.id'))
    .addColumn('location_scanned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('product_scanned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('stored_at', ts)
    .execute();
  await db.schema.createIndex('storage_items_list_idx').on('storage_items').columns(['storage_list_id', 'sequence']).execute();
  await db.schema
    .createIndex('storage_items_suggested_idx')
    .on('storage_items')
    .columns(['suggested_location_id', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['storage_items', 'storage_lists', 'idempotency_keys', 'transaction_details', 'transactions']) {
    await db.schema.dropTable(table).execute();
  }
}
