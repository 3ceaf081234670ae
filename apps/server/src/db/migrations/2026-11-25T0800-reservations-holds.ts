import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: stock commitments. `inventory.reserved_quantity` already is the
// rollup every decrement guards against (available = quantity − reserved_quantity). From here on it
// counts every unit committed away from free stock: reservations for orders and tasks, and holds
// (quarantine, recall). `held_quantity` is the part of it that is held, so a screen can show
// reserved and held apart. The detail rows live in stock_reservations and stock_holds; the ledger
// (modules/ledger/commitments.ts) keeps both rollups equal to them in the same transaction.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const ts = 'varchar(32)';

  await db.schema
    .alterTable('inventory')
    .addColumn('held_quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`held_quantity >= 0`),
    )
    .execute();

  await db.schema
    .createTable('stock_reservations')
    .addColumn('id', idType, pk)
    .addColumn('inventory_id', 'integer', (c) => c.notNull().references('inventory.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('lot_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    // What the units are kept for: 'order' (sales order line), 'picking_task' (task line), …
    .addColumn('source_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    .addColumn('source_line_id', 'integer')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stock_reservations_inventory_idx').on('stock_reservations').column('inventory_id').execute();
  await db.schema
    .createIndex('stock_reservations_source_idx')
    .on('stock_reservations')
    .columns(['source_type', 'source_id', 'source_line_id'])
    .execute();
  await db.schema
    .createIndex('stock_reservations_product_idx')
    .on('stock_reservations')
    .columns(['product_id', 'lot_number'])
    .execute();

  await db.schema
    .createTable('stock_holds')
    .addColumn('id', idType, pk)
    // No foreign key: a released hold stays as history after its emptied row is deleted.
    .addColumn('inventory_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('lot_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    // Why: 'dm_estado' (device state En cuarentena), 'retiro' (recall), …; reason_id points at it.
    .addColumn('reason_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('reason_id', 'integer')
    .addColumn('notes', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('released_at', ts)
    .addColumn('released_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('stock_holds_inventory_idx').on('stock_holds').columns(['inventory_id', 'released_at']).execute();
  await db.schema.createIndex('stock_holds_reason_idx').on('stock_holds').columns(['reason_type', 'reason_id']).execute();
  await db.schema.createIndex('stock_holds_product_idx').on('stock_holds').columns(['product_id', 'lot_number']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_holds').execute();
  await db.schema.dropTable('stock_reservations').execute();
  await db.schema.alterTable('inventory').dropColumn('held_quantity').execute();
}
