import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Picking tasks: a task from 'Nueva Tarea' is an internal order — same table,
// allocation, picking lists, statuses and dispatch path — with orders.kind 'tarea' (a sales order
// is 'venta'). A task has no customer and its lines no price:
// - orders.kind varchar(10) not null default 'venta', check kind in ('venta', 'tarea');
// - orders.customer_id and order_lines.unit_price / line_total become nullable;
// - check: a 'venta' has a customer, a 'tarea' has none;
// - check: a line's unit_price and line_total are both null or both set (a sale's price ≥ 1 is
//   the domain schema's rule; a line cannot see its order's kind in a check).
// SQLite cannot drop a NOT NULL: its two tables are rebuilt from their own stored definitions
// (so columns added by other migrations are kept), with foreign keys off while they are swapped.
const ORDERS_CHECK = `check ((kind = 'venta' and customer_id is not null) or (kind = 'tarea' and customer_id is null))`;
const LINES_CHECK = `check ((unit_price is null) = (line_total is null))`;

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table orders add column kind varchar(10) not null default 'venta' check (kind in ('venta', 'tarea'))`.execute(
      db,
    );
    await sql`alter table orders alter column customer_id drop not null`.execute(db);
    await sql.raw(`alter table orders add constraint orders_kind_customer_check ${ORDERS_CHECK}`).execute(db);
    await sql`alter table order_lines alter column unit_price drop not null`.execute(db);
    await sql`alter table order_lines alter column line_total drop not null`.execute(db);
    await sql.raw(`alter table order_lines add constraint order_lines_price_check ${LINES_CHECK}`).execute(db);
    return;
  }
  await sql`alter table orders add column kind varchar(10) not null default 'venta' check (kind in ('venta', 'tarea'))`.execute(
    db,
  );
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await rebuild(trx, 'orders', [[/"customer_id" integer not null/i, '"customer_id" integer']], ORDERS_CHECK);
      await rebuild(
        trx,
        'order_lines',
        [
          [/"unit_price" integer not null/i, '"unit_price" integer'],
          [/"line_total" integer not null/i, '"line_total" integer'],
        ],
        LINES_CHECK,
      );
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length)
        throw new Error(`picking-tasks: ${broken.rows.length} claves foráneas rotas tras reconstruir orders`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** SQLite's documented table rebuild: new definition, copy, drop, rename, indexes back. */
async function rebuild(db: Kysely<any>, table: string, edits: [RegExp, string][], check: string): Promise<void> {
  const rows = await sql<{
    type: string;
    name: string;
    sql: string | null;
  }>`select type, name, sql from sqlite_master where tbl_name = ${table}`.execute(db);
  const create = rows.rows.find((r) => r.type === 'table')?.sql;
  if (!create) throw new Error(`picking-tasks: no existe la tabla ${table}`);
  let next = create;
  for (const [pattern, replacement] of edits) {
    if (!pattern.test(next)) throw new Error(`picking-tasks: ${table} no tiene ${String(pattern)}`);
    next = next.replace(pattern, replacement);
  }
  const close = next.lastIndexOf(')');
  next = `${next.slice(0, close)}, ${check})`.replace(
    new RegExp(`^create table "?${table}"?`, 'i'),
    `create table "${table}_rebuild"`,
  );
  const columns = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  const list = columns.rows.map((c) => `"${c.name}"`).join(', ');
  await sql.raw(next).execute(db);
  await sql.raw(`insert into "${table}_rebuild" (${list}) select ${list} from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_rebuild" rename to "${table}"`).execute(db);
  for (const other of rows.rows) if (other.type !== 'table' && other.sql) await sql.raw(other.sql).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Tasks have no customer: they cannot go back into a table that requires one.
  await db.deleteFrom('orders').where('kind', '=', 'tarea').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table order_lines drop constraint order_lines_price_check`.execute(db);
    await sql`alter table orders drop constraint orders_kind_customer_check`.execute(db);
    await sql`alter table orders drop column kind`.execute(db);
    await sql`alter table orders alter column customer_id set not null`.execute(db);
    await sql`alter table order_lines alter column unit_price set not null`.execute(db);
    await sql`alter table order_lines alter column line_total set not null`.execute(db);
  }
  // SQLite keeps the nullable columns and the kind column (dropping a checked column needs a rebuild; no down path uses it).
}
