import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen migration: cycle counts (issue 42 §1, modules/counts). The plan (one row), the count
// tasks, the lines an operator counts blind, and each line's result once submitted (expected,
// counted, variance, approval). A task holds its location's one open slot in `open_location_id`
// (unique; NULL once closed), so generating tasks twice never opens two per location; while an
// operator counts it, `counting_location_id` names the location, which the ledger reads to refuse
// its stock moves (modules/ledger/count-guard.ts).
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (table: ReturnType<Kysely<any>['schema']['createTable']>) =>
    table.addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()));

  await db.schema
    .createTable('count_plan')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('frequency_a', 'varchar(16)', (c) => c.notNull())
    .addColumn('frequency_b', 'varchar(16)', (c) => c.notNull())
    .addColumn('frequency_c', 'varchar(16)', (c) => c.notNull())
    .addColumn('frequency_priority', 'varchar(16)', (c) => c.notNull())
    .addColumn('trigger_zero', 'integer', (c) => c.notNull())
    .addColumn('trigger_short_pick', 'integer', (c) => c.notNull())
    .addColumn('trigger_variance', 'integer', (c) => c.notNull())
    .addColumn('priority_any_variance', 'integer', (c) => c.notNull())
    .addColumn('tolerance_percent', 'real', (c) => c.notNull())
    .addColumn('tolerance_units', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db
    .insertInto('count_plan')
    .values({
      id: 1,
      frequency_a: 'monthly',
      frequency_b: 'quarterly',
      frequency_c: 'yearly',
      frequency_priority: 'monthly',
      trigger_zero: 1,
      trigger_short_pick: 1,
      trigger_variance: 1,
      priority_any_variance: 1,
      tolerance_percent: 2,
      tolerance_units: 2,
    })
    .execute();

  await id(db.schema.createTable('count_tasks'))
    .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('cause', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('parent_task_id', 'integer', (c) => c.references('count_tasks.id'))
    .addColumn('excluded_operator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('operator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('open_location_id', 'integer', (c) => c.unique())
    .addColumn('counting_location_id', 'integer', (c) => c.unique())
    .addColumn('due_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)')
    .addColumn('submitted_at', 'varchar(32)')
    .addColumn('submitted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('total_lines', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accurate_lines', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('count_tasks_state_idx').on('count_tasks').columns(['state', 'id']).execute();
  await db.schema.createIndex('count_tasks_location_idx').on('count_tasks').columns(['location_id', 'submitted_at']).execute();
  await db.schema.createIndex('count_tasks_operator_idx').on('count_tasks').columns(['operator_id', 'state']).execute();

  await id(db.schema.createTable('count_lines'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('count_tasks.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('lot_number', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_number', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('expiry_date', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('counted_quantity', 'integer', (c) => c.notNull())
    .addColumn('counted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('count_lines_key', ['task_id', 'product_id', 'lot_number', 'serial_number', 'expiry_date'])
    .execute();

  await id(db.schema.createTable('count_results'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('count_tasks.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('lot_number', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_number', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('expiry_date', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('expected_quantity', 'integer', (c) => c.notNull())
    .addColumn('counted_quantity', 'integer', (c) => c.notNull())
    .addColumn('out_of_tolerance', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason_code', 'varchar(32)')
    .addColumn('reason_text', 'text')
    .addColumn('approved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('approved_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('count_results_task_idx').on('count_results').columns(['task_id', 'id']).execute();
  await db.schema.createIndex('count_results_state_idx').on('count_results').columns(['state', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('count_results').execute();
  await db.schema.dropTable('count_lines').execute();
  await db.schema.dropTable('count_tasks').execute();
  await db.schema.dropTable('count_plan').execute();
}
