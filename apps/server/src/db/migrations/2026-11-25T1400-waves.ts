import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen migration: wave picking.
// - waves: a group of orders picked together (pending → in_progress → completed, or cancelled);
// - wave_orders: the orders of a wave and the batch picking list that serves each. `open` is 1
//   while the wave is pending or in progress; the unique partial index on (order_id) where open = 1
//   is what makes "an order is never in two open waves" hold under concurrency, on both dialects;
// - picking_lists.wave_id: a batch list of a wave (its order_id is the wave's first order of the
//   group, so the columns of single-order lists keep their meaning);
// - picking_item_order_lines: the order lines one merged batch item serves, with the units of each
//   (required, picked, short), so picked units are sorted back to their orders; each row names
//   the reservation it consumes;
// - wave_settings: one row (id 1) with the three limits, editable by the admin.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());
  const ts = 'varchar(32)';

  await db.insertInto('document_sequences').values({ name: 'waves', value: 0 }).execute();

  await db.schema
    .createTable('waves')
    .addColumn('id', idType, pk)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // pending | in_progress | completed | cancelled
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('priority', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(2)
        .check(sql`priority between 1 and 5`),
    )
    .addColumn('notes', 'text')
    // Minutes: the sum of its lists' estimates.
    .addColumn('estimated_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('started_at', ts)
    .addColumn('completed_at', ts)
    .execute();
  await db.schema.createIndex('waves_status_idx').on('waves').columns(['status', 'created_at']).execute();

  await db.schema
    .alterTable('picking_lists')
    .addColumn('wave_id', 'integer', (c) => c.references('waves.id'))
    .execute();
  await db.schema.createIndex('picking_lists_wave_idx').on('picking_lists').column('wave_id').execute();

  await db.schema
    .createTable('wave_orders')
    .addColumn('id', idType, pk)
    .addColumn('wave_id', 'integer', (c) => c.notNull().references('waves.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('picking_list_id', 'integer', (c) => c.references('picking_lists.id'))
    .addColumn('open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wave_orders_wave_idx').on('wave_orders').columns(['wave_id', 'order_id']).unique().execute();
  await db.schema
    .createIndex('wave_orders_open_order_idx')
    .on('wave_orders')
    .column('order_id')
    .unique()
    .where(sql.ref('open'), '=', 1)
    .execute();

  await db.schema
    .createTable('picking_item_order_lines')
    .addColumn('id', idType, pk)
    .addColumn('picking_list_item_id', 'integer', (c) => c.notNull().references('picking_list_items.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id'))
    // No foreign key, as picking_list_items.reservation_id: a consumed reservation is deleted.
    .addColumn('reservation_id', 'integer')
    .addColumn('quantity_required', 'integer', (c) => c.notNull().check(sql`quantity_required > 0`))
    .addColumn('quantity_picked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('short_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('picking_item_order_lines_item_idx')
    .on('picking_item_order_lines')
    .column('picking_list_item_id')
    .execute();
  await db.schema
    .createIndex('picking_item_order_lines_order_idx')
    .on('picking_item_order_lines')
    .columns(['order_id', 'order_line_id'])
    .execute();

  await db.schema
    .createTable('wave_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('max_orders_per_wave', 'integer', (c) => c.notNull().check(sql`max_orders_per_wave between 1 and 50`))
    .addColumn('max_locations_per_wave', 'integer', (c) => c.notNull().check(sql`max_locations_per_wave between 1 and 100`))
    .addColumn('max_items_per_wave', 'integer', (c) => c.notNull().check(sql`max_items_per_wave between 1 and 1000`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db
    .insertInto('wave_settings')
    .values({
      id: 1,
      max_orders_per_wave: 10,
      max_locations_per_wave: 20,
      max_items_per_wave: 50,
      updated_by: null,
      updated_at: new Date().toISOString(),
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wave_settings').execute();
  await db.schema.dropTable('picking_item_order_lines').execute();
  await db.schema.dropTable('wave_orders').execute();
  await db.schema.dropIndex('picking_lists_wave_idx').execute();
  await db.schema.alterTable('picking_lists').dropColumn('wave_id').execute();
  await db.schema.dropTable('waves').execute();
  await db.deleteFrom('document_sequences').where('name', '=', 'waves').execute();
}
