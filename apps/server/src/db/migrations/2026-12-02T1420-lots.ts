import { sql, type Kysely, PostgresAdapter } from 'kysely';

// Frozen migration: one lot, one expiry.
// - lots: the master of each product's lot (unique per product + lot number) with its expiry
//   (null while unknown), when and through what it was first seen.
// - lot_conflicts: every disagreement on a lot's expiry — a refused receipt, scan or adjustment
//   (source the path, attempted_expiry what it brought) and, written here, the existing stock
//   whose expiry differs from the one the master kept (source 'migracion', with its units).
// - lot_expiry_changes: each admin correction of a lot's expiry, with reason, who and when.
// The master is built from the inventory rows and receipt lines: per product + lot the earliest
// expiry found becomes the lot's (the conservative one), every other expiry is a conflict row;
// no stock row is changed or dropped.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = postgres ? 'serial' : 'integer';
  const pk = (col: any) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('lots')
    .addColumn('id', idType, pk)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('lot_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('expiry_date', 'varchar(10)')
    .addColumn('first_seen', 'varchar(32)', (c) => c.notNull())
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .addColumn('reference', 'varchar(100)')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('lots_product_lot_key', ['product_id', 'lot_number'])
    .execute();
  await db.schema.createIndex('lots_lot_number_idx').on('lots').columns(['lot_number']).execute();

  await db.schema
    .createTable('lot_conflicts')
    .addColumn('id', idType, pk)
    .addColumn('lot_id', 'integer', (c) => c.references('lots.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('lot_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('stored_expiry', 'varchar(10)')
    .addColumn('attempted_expiry', 'varchar(10)', (c) => c.notNull())
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .addColumn('reference', 'varchar(100)')
    .addColumn('quantity', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lot_conflicts_created_idx').on('lot_conflicts').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('lot_conflicts_lot_idx').on('lot_conflicts').columns(['lot_id']).execute();

  await db.schema
    .createTable('lot_expiry_changes')
    .addColumn('id', idType, pk)
    .addColumn('lot_id', 'integer', (c) => c.notNull().references('lots.id'))
    .addColumn('old_expiry', 'varchar(10)')
    .addColumn('new_expiry', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('rows_updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lot_expiry_changes_lot_idx').on('lot_expiry_changes').columns(['lot_id', 'id']).execute();

  // Every (product, lot, expiry) known today, with when it was first seen and its units in stock.
  const seen = (
    await sql<{ product_id: number; lot_number: string; expiry_date: string; first_seen: string; quantity: number }>`
    select product_id, lot_number, expiry_date, min(seen) as first_seen, sum(quantity) as quantity from (
      select product_id, trim(lot_number) as lot_number, expiry_date, entry_date as seen, quantity from inventory
        where trim(lot_number) <> ''
      union all
      select d.product_id, trim(d.lot_number), coalesce(d.expiry_date, ''), t.created_at, 0
        from transaction_details d join transactions t on t.id = d.transaction_id
        where d.lot_number is not null and trim(d.lot_number) <> '' and t.status <> 'Cancelado'
    ) s group by product_id, lot_number, expiry_date order by product_id, lot_number, expiry_date
  `.execute(db)
  ).rows;
  const lots = new Map<string, { product_id: number; lot_number: string; first_seen: string; expiries: Map<string, number> }>();
  for (const row of seen) {
    const key = `${row.product_id}|${row.lot_number}`;
    let lot = lots.get(key);
    if (!lot) {
      lot = { product_id: Number(row.product_id), lot_number: row.lot_number, first_seen: row.first_seen, expiries: new Map() };
      lots.set(key, lot);
    }
    if (row.first_seen < lot.first_seen) lot.first_seen = row.first_seen;
    if (row.expiry_date) lot.expiries.set(row.expiry_date, (lot.expiries.get(row.expiry_date) ?? 0) + Number(row.quantity));
  }
  const now = new Date().toISOString();
  const all = [...lots.values()];
  for (let start = 0; start < all.length; start += 200) {
    await db
      .insertInto('lots')
      .values(
        all.slice(start, start + 200).map((lot) => ({
          product_id: lot.product_id,
          lot_number: lot.lot_number.slice(0, 100),
          expiry_date: [...lot.expiries.keys()].sort()[0] ?? null,
          first_seen: lot.first_seen,
          source: 'migracion',
          updated_at: now,
        })),
      )
      .execute();
  }
  const conflicted = all.filter((lot) => lot.expiries.size > 1);
  if (conflicted.length === 0) return;
  const idOf = new Map<string, number>();
  for (const row of await db.selectFrom('lots').select(['id', 'product_id', 'lot_number']).execute())
    idOf.set(`${row.product_id}|${row.lot_number}`, Number(row.id));
  const conflicts = conflicted.flatMap((lot) => {
    const [kept, ...others] = [...lot.expiries.keys()].sort();
    return others.map((expiry) => ({
      lot_id: idOf.get(`${lot.product_id}|${lot.lot_number.slice(0, 100)}`) ?? null,
      product_id: lot.product_id,
      lot_number: lot.lot_number.slice(0, 100),
      stored_expiry: kept ?? null,
      attempted_expiry: expiry,
      source: 'migracion',
      quantity: lot.expiries.get(expiry) ?? 0,
      created_at: now,
    }));
  });
  for (let start = 0; start < conflicts.length; start += 200)
    await db
      .insertInto('lot_conflicts')
      .values(conflicts.slice(start, start + 200))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lot_expiry_changes').execute();
  await db.schema.dropTable('lot_conflicts').execute();
  await db.schema.dropTable('lots').execute();
}
