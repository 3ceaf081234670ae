import { type Kysely, PostgresAdapter } from 'kysely';

// Frozen migration: medical-device traceability (norma técnica 247).
// - A clinical service is a LOCATION (type 'servicio_clinico', in the zone 'SERVICIOS CLÍNICOS'
//   of a warehouse): receiving a transfer is a ledger TRANSFER into it, so every stock query sees
//   the service's custody. clinical_services keeps its name/code and points at that location.
// - dm_devices gives each device a stable id (product + lot + serial): inventory rows are deleted
//   when emptied and change id when units move, a device's history must not.
// - dm_transfers, dm_implants, dm_state_events: the documents; stock changes go through the ledger.
// - recalls / recall_units: an alerta sanitaria, its holds and what was done with each unit.
// - transaction_details.udi_raw: the string scanned at receipt, exactly as read.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const ts = 'varchar(32)';

  await db.schema.alterTable('transaction_details').addColumn('udi_raw', 'varchar(500)').execute();

  await db.schema
    .createTable('clinical_services')
    .addColumn('id', idType, pk)
    .addColumn('nombre', 'varchar(120)', (c) => c.notNull())
    .addColumn('codigo', 'varchar(30)', (c) => c.unique())
    .addColumn('descripcion', 'text')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dm_devices')
    .addColumn('id', idType, pk)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('lot_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dm_devices_identity_idx')
    .on('dm_devices')
    .columns(['product_id', 'lot_number', 'serial_number'])
    .unique()
    .execute();

  await db.schema
    .createTable('dm_transfers')
    .addColumn('id', idType, pk)
    .addColumn('device_id', 'integer', (c) => c.notNull().references('dm_devices.id'))
    .addColumn('from_location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('clinical_service_id', 'integer', (c) => c.notNull().references('clinical_services.id'))
    .addColumn('usuario_receptor', 'varchar(120)', (c) => c.notNull())
    .addColumn('fecha_estimada_recepcion', ts)
    .addColumn('observaciones', 'text')
    // Pendiente | Recibida | Cancelada
    .addColumn('estado', 'varchar(20)', (c) => c.notNull())
    .addColumn('qr_timestamp', ts, (c) => c.notNull())
    .addColumn('fecha_transferencia', ts, (c) => c.notNull())
    .addColumn('fecha_recepcion', ts)
    .addColumn('received_by', 'integer', (c) => c.references('users.id'))
    .addColumn('received_via', 'varchar(10)')
    .addColumn('cancelled_at', ts)
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dm_transfers_device_idx').on('dm_transfers').columns(['device_id', 'estado']).execute();
  await db.schema.createIndex('dm_transfers_estado_idx').on('dm_transfers').columns(['estado', 'id']).execute();

  await db.schema
    .createTable('dm_implants')
    .addColumn('id', idType, pk)
    .addColumn('device_id', 'integer', (c) => c.notNull().references('dm_devices.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('lot_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('from_location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('clinical_service_id', 'integer', (c) => c.references('clinical_services.id'))
    .addColumn('run_paciente', 'varchar(12)', (c) => c.notNull())
    .addColumn('nombre_paciente', 'varchar(200)', (c) => c.notNull())
    .addColumn('fecha_implantacion', ts, (c) => c.notNull())
    .addColumn('nombre_profesional_implante', 'varchar(200)', (c) => c.notNull())
    .addColumn('prestacion_quirurgica', 'varchar(200)', (c) => c.notNull())
    .addColumn('codigo_prestacion', 'varchar(30)')
    .addColumn('observaciones', 'text')
    .addColumn('udi_raw', 'varchar(500)')
    .addColumn('gtin', 'varchar(14)')
    .addColumn('fecha_explantacion', ts)
    .addColumn('nombre_profesional_explante', 'varchar(200)')
    .addColumn('motivo_explante', 'varchar(40)')
    .addColumn('observaciones_explante', 'text')
    .addColumn('estado_tras_explante', 'varchar(40)')
    .addColumn('explant_location_id', 'integer', (c) => c.references('locations.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dm_implants_run_idx').on('dm_implants').column('run_paciente').execute();
  await db.schema.createIndex('dm_implants_product_idx').on('dm_implants').columns(['product_id', 'lot_number']).execute();
  await db.schema.createIndex('dm_implants_device_idx').on('dm_implants').column('device_id').execute();

  await db.schema
    .createTable('dm_state_events')
    .addColumn('id', idType, pk)
    .addColumn('device_id', 'integer', (c) => c.notNull().references('dm_devices.id'))
    .addColumn('estado_anterior', 'varchar(40)')
    .addColumn('estado_nuevo', 'varchar(40)', (c) => c.notNull())
    .addColumn('fecha_evento', ts, (c) => c.notNull())
    .addColumn('observaciones', 'text', (c) => c.notNull())
    .addColumn('motivo_devolucion', 'text')
    .addColumn('motivo_cuarentena', 'text')
    .addColumn('metodo_destruccion', 'varchar(60)')
    .addColumn('acta_destruccion', 'varchar(100)')
    // What caused it when not a manual change: 'implante', 'explante', 'retiro'.
    .addColumn('reference_type', 'varchar(30)')
    .addColumn('reference_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dm_state_events_device_idx').on('dm_state_events').columns(['device_id', 'id']).execute();
  await db.schema.createIndex('dm_state_events_fecha_idx').on('dm_state_events').column('fecha_evento').execute();

  await db.schema
    .createTable('recalls')
    .addColumn('id', idType, pk)
    .addColumn('numero', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('gtin', 'varchar(14)')
    // JSON arrays; both empty with todos = 1 means every unit of the product.
    .addColumn('lotes', 'text', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('todos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('motivo', 'text', (c) => c.notNull())
    .addColumn('referencia', 'varchar(100)', (c) => c.notNull())
    // Abierto | Cerrado
    .addColumn('estado', 'varchar(20)', (c) => c.notNull())
    .addColumn('informe_cierre', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('closed_at', ts)
    .addColumn('closed_by', 'integer', (c) => c.references('users.id'))
    .execute();

  await db.schema
    .createTable('recall_units')
    .addColumn('id', idType, pk)
    .addColumn('recall_id', 'integer', (c) => c.notNull().references('recalls.id'))
    .addColumn('hold_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('lot_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_number', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // retenido | recuperado | devuelto_proveedor | destruido
    .addColumn('estado', 'varchar(30)', (c) => c.notNull())
    .addColumn('resolved_at', ts)
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('recall_units_recall_idx').on('recall_units').columns(['recall_id', 'id']).execute();

  // The recall's picture reads issues and events of one product's lots.
  await db.schema
    .createIndex('egress_order_items_product_lot_idx')
    .on('egress_order_items')
    .columns(['product_id', 'lot_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('egress_order_items_product_lot_idx').execute();
  for (const table of [
    'recall_units',
    'recalls',
    'dm_state_events',
    'dm_implants',
    'dm_transfers',
    'dm_devices',
    'clinical_services',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('transaction_details').dropColumn('udi_raw').execute();
}
