import { sql } from 'kysely';
import type { Tx } from '../db/handle';

/**
 * An inventory row a document may take units from, with the units not committed
 * (quantity − reserved_quantity) as `available`: what a dispatch or a movement chooses its sources
 * among.
 */
export interface SourceRow {
  product_id: number;
  location_id: number;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  entry_date: string;
  available: number;
}

/** A product's rows at a location with units not committed, optionally of one lot, in row order. */
export async function sourceRows(db: Tx, productId: number, locationId: number, lot: string | null = null): Promise<SourceRow[]> {
  let query = db
    .selectFrom('inventory')
    .select(['product_id', 'location_id', 'lot_number', 'serial_number', 'expiry_date', 'entry_date'])
    .select(sql<number>`quantity - reserved_quantity`.as('available'))
    .where('product_id', '=', productId)
    .where('location_id', '=', locationId)
    .where(sql<boolean>`quantity - reserved_quantity > 0`);
  if (lot !== null) query = query.where('lot_number', '=', lot);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => ({ ...row, available: Number(row.available) }));
}

/** Rows as the lots `selectLotsForQuantity` chooses among, each carrying its row. */
export function lotCandidates<R extends Omit<SourceRow, 'product_id' | 'location_id' | 'serial_number'>>(rows: readonly R[]) {
  return rows.map((row) => ({
    row,
    value: row.lot_number || null,
    lot_number: row.lot_number || null,
    entry_date: row.entry_date,
    expiry_date: row.expiry_date || null,
    available_quantity: row.available,
  }));
}
