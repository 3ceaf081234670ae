import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: dispatch. Loading docks, consolidations of picked orders (an order
// belongs to at most one consolidation at a time), shipments with their stored PDF manifest, and
// the document sequences that number consolidations (CONS-###) and shipments.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const ts = 'varchar(32)';
  const bytes = postgres ? 'bytea' : 'blob';

  await db
    .insertInto('document_sequences')
    .values([
      { name: 'consolidations', value: 0 },
      { name: 'shipments', value: 0 },
    ])
    .execute();

  await db.schema
    .createTable('loading_docks')
    .addColumn('id', idType, pk)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    // Whole pallets; one assigned order takes one pallet.
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity > 0`))
    // Kept by conditional updates (`current_load + n <= capacity`), so concurrent assignments never overfill.
    .addColumn('current_load', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`current_load >= 0 and current_load <= capacity`),
    )
    // disponible | ocupado | cargando | mantenimiento
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('disponible'))
    .addColumn('carrier', 'varchar(50)')
    .addColumn('vehicle_plate', 'varchar(20)')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shipments')
    .addColumn('id', idType, pk)
    .addColumn('shipment_number', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('dock_id', 'integer', (c) => c.references('loading_docks.id').onDelete('set null'))
    .addColumn('dock_name', 'varchar(100)')
    .addColumn('carrier', 'varchar(50)', (c) => c.notNull().defaultTo('propio'))
    .addColumn('tracking_number', 'varchar(100)')
    .addColumn('vehicle_plate', 'varchar(20)')
    .addColumn('ship_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('estimated_delivery', 'varchar(10)')
    .addColumn('notes', 'text')
    // preparando | shipped | en_transito | entregado | devuelto
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('preparando'))
    .addColumn('delivered_at', ts)
    // Archived shipments leave the main list and stay in the history.
    .addColumn('archived_at', ts)
    .addColumn('pdf_generated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pdf_filename', 'varchar(100)')
    .addColumn('pdf_generated_at', ts)
    // The manifest's bytes as generated: a download serves them until a regeneration.
    .addColumn('manifest_pdf', bytes)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipments_list_idx').on('shipments').columns(['archived_at', 'ship_date', 'id']).execute();

  await db.schema
    .createTable('consolidations')
    .addColumn('id', idType, pk)
    .addColumn('consolidation_number', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('notes', 'text')
    .addColumn('dock_id', 'integer', (c) => c.references('loading_docks.id'))
    .addColumn('shipment_id', 'integer', (c) => c.references('shipments.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consolidations_dock_idx').on('consolidations').column('dock_id').execute();
  await db.schema.createIndex('consolidations_shipment_idx').on('consolidations').column('shipment_id').execute();

  await db.schema
    .createTable('consolidation_orders')
    .addColumn('consolidation_id', 'integer', (c) => c.notNull().references('consolidations.id').onDelete('cascade'))
    // Unique: an order is in one consolidation at a time (a second consolidation of it fails).
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    // picked or shipped: what the order returns to when it leaves the consolidation.
    .addColumn('previous_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consolidation_orders_cons_idx').on('consolidation_orders').column('consolidation_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consolidation_orders').execute();
  await db.schema.dropTable('consolidations').execute();
  await db.schema.dropTable('shipments').execute();
  await db.schema.dropTable('loading_docks').execute();
  await db.deleteFrom('document_sequences').where('name', 'in', ['consolidations', 'shipments']).execute();
}
