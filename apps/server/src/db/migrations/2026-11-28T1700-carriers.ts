import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: carriers as data.
// - carriers: the spec's ten options with their tracking URL bases, plus those an admin
//   adds; shipments and docks keep the carrier's code, so a code never changes.
// - carrier_services: per carrier, transit days and rates in whole CLP (base, per kg, per pallet).
// - consolidation_orders gains released_at: a returned shipment's orders go back to picked and are
//   released from their consolidation, which keeps the row as history. The unique order_id becomes
//   unique among unreleased rows only, so a returned order can be consolidated again. SQLite cannot
//   drop a column constraint, so the table is rebuilt (same for both dialects; nothing references it).
const SPEC_CARRIERS: Array<[code: string, name: string, trackingUrlBase: string | null]> = [
  ['propio', 'Transporte propio', null],
  ['starken', 'Starken', 'https://www.starken.cl/seguimiento?codigo='],
  ['chilexpress', 'Chilexpress', 'https://centrodeayuda.chilexpress.cl/seguimiento/'],
  ['bluexpress', 'Blue Express', 'https://www.blue.cl/seguimiento/?n_seguimiento='],
  ['dhl', 'DHL', 'https://www.dhl.com/cl-es/home/tracking.html?tracking-id='],
  ['fedex', 'FedEx', 'https://www.fedex.com/fedextrack/?trknbr='],
  ['ups', 'UPS', 'https://www.ups.com/track?tracknum='],
  ['correos', 'Correos de Chile', 'https://www.correos.cl/web/guest/seguimiento-en-linea?codigos='],
  ['turbus_cargo', 'Turbus Cargo', 'https://www.turbuscargo.cl/seguimiento/?orden='],
  ['por_asignar', 'Por asignar', null],
];

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const ts = 'varchar(32)';

  await db.schema
    .createTable('carriers')
    .addColumn('id', idType, pk)
    .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('tracking_url_base', 'varchar(300)')
    .addColumn('contact_phone', 'varchar(30)')
    .addColumn('contact_email', 'varchar(254)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  // Names are unique whatever their case ('Starken' and 'starken' are one carrier).
  await sql`create unique index carriers_name_lower_idx on carriers (lower(name))`.execute(db);

  await db.schema
    .createTable('carrier_services')
    .addColumn('id', idType, pk)
    .addColumn('carrier_id', 'integer', (c) => c.notNull().references('carriers.id').onDelete('cascade'))
    .addColumn('code', 'varchar(30)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('transit_days', 'integer', (c) => c.notNull().check(sql`transit_days >= 0`))
    .addColumn('base_rate', 'integer', (c) => c.notNull().check(sql`base_rate >= 0`))
    .addColumn('per_kg_rate', 'integer', (c) => c.notNull().check(sql`per_kg_rate >= 0`))
    .addColumn('per_pallet_rate', 'integer', (c) => c.notNull().check(sql`per_pallet_rate >= 0`))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addUniqueConstraint('carrier_services_code_unique', ['carrier_id', 'code'])
    .execute();
  await sql`create unique index carrier_services_name_lower_idx on carrier_services (carrier_id, lower(name))`.execute(db);

  const at = new Date().toISOString();
  await db
    .insertInto('carriers')
    .values(
      SPEC_CARRIERS.map(([code, name, url]) => ({
        code,
        name,
        tracking_url_base: url,
        contact_phone: null,
        contact_email: null,
        active: 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();

  await db.schema
    .createTable('consolidation_orders_new')
    .addColumn('consolidation_id', 'integer', (c) => c.notNull().references('consolidations.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('previous_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    // Set when the order left a shipped consolidation (its shipment returned): history, not a link.
    .addColumn('released_at', ts)
    .execute();
  await sql`insert into consolidation_orders_new (consolidation_id, order_id, previous_status, created_at)
    select consolidation_id, order_id, previous_status, created_at from consolidation_orders`.execute(db);
  await db.schema.dropTable('consolidation_orders').execute();
  await db.schema.alterTable('consolidation_orders_new').renameTo('consolidation_orders').execute();
  await db.schema.createIndex('consolidation_orders_cons_idx').on('consolidation_orders').column('consolidation_id').execute();
  await db.schema.createIndex('consolidation_orders_order_idx').on('consolidation_orders').column('order_id').execute();
  // An order is in one open consolidation at a time (a second consolidation of it fails).
  await sql`create unique index consolidation_orders_active_idx on consolidation_orders (order_id) where released_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index consolidation_orders_active_idx`.execute(db);
  await db.schema.alterTable('consolidation_orders').dropColumn('released_at').execute();
  await db.schema.dropTable('carrier_services').execute();
  await db.schema.dropTable('carriers').execute();
}
