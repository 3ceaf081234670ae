import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Tx } from '../../db/handle';

/**
 * A document row a module hands the ledger to write together with a stock change ("remove stock
 * and record this document"): an issue's item, an issue's order. `shape` is a constant of the
 * module (statements are prepared once per shape); `types` are the SQL types the values are cast
 * to in PostgreSQL's one-statement writes, since an INSERT … SELECT does not take them from the
 * target columns. The table must have an integer `id`.
 */
export interface DocumentShape {
  table: string;
  columns: ReadonlyArray<readonly [column: string, type: 'integer' | 'text' | 'double precision']>;
}
export interface DocumentRow {
  shape: DocumentShape;
  values: ReadonlyArray<string | number | null>;
}

type SqlValue = string | number | null;

export const columnNames = (columns: DocumentShape['columns']) => sql.join(columns.map(([column]) => sql.ref(column)));

export const castValues = (columns: DocumentShape['columns'], values: ReadonlyArray<SqlValue | undefined>) =>
  sql.join(columns.map(([, columnType], i) => sql`cast(${values[i]} as ${sql.raw(columnType)})`));

/** Inserts a document row on its own (the ledger's way where one statement cannot carry it); its id. */
export async function insertDocument(trx: Tx, row: DocumentRow): Promise<number> {
  const values = Object.fromEntries(row.shape.columns.map(([column], i) => [column, row.values[i] ?? null]));
  const inserted = await trx
    .insertInto(row.shape.table as keyof Database)
    .values(values as unknown as Insertable<Database[keyof Database]>)
    .returning('id' as never)
    .executeTakeFirstOrThrow();
  return Number((inserted as { id: number }).id);
}
