import { PRODUCT_MESSAGES, type AvailabilityOut, type AvailableItemsOut, type CriteriaSummaryOut } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { publicStockKey } from '../ledger';
import { availableRows as productRows, findInventoryProduct } from './inventory-rows.repository';

type AvailableRow = Awaited<ReturnType<typeof productRows>>[number];

function distinctNonEmpty(values: string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))].sort();
}

/**
 * The product's rows with something left to take; 404 for an unknown product. Rows at `hidden`
 * locations (under a blind count, for an operator) are left out, so no sum includes them.
 */
async function availableRows(
  deps: Deps,
  productId: number,
  where: { lot_number?: string; serial_number?: string } | undefined,
  hidden: Set<number>,
) {
  if (!(await findInventoryProduct(deps.db.kysely, productId))) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  const rows = await productRows(deps.db.kysely, productId, where);
  return hidden.size === 0 ? rows : rows.filter((row) => !hidden.has(row.location_id));
}

function stockPlace(row: AvailableRow) {
  return {
    inventory_id: row.inventory_id,
    location_id: row.location_id,
    location_code: row.location_code,
    ...publicStockKey(row),
    quantity: row.quantity,
    available_quantity: row.quantity - row.reserved_quantity,
  };
}

export async function availableItems(deps: Deps, productId: number, hidden = new Set<number>()): Promise<AvailableItemsOut> {
  const rows = (await availableRows(deps, productId, undefined, hidden)).filter(
    (row) => row.quantity - row.reserved_quantity > 0,
  );
  const lots = distinctNonEmpty(rows.map((row) => row.lot_number));
  const serials = distinctNonEmpty(rows.map((row) => row.serial_number));
  const expiry_dates = distinctNonEmpty(rows.map((row) => row.expiry_date));
  return {
    items: rows.map((row) => ({ ...stockPlace(row), entry_date: row.entry_date })),
    lots,
    serials,
    expiry_dates,
    has_any_criteria: lots.length + serials.length + expiry_dates.length > 0,
  };
}

export async function availability(
  deps: Deps,
  productId: number,
  where: { lot_number?: string; serial_number?: string },
  hidden = new Set<number>(),
): Promise<AvailabilityOut> {
  const locations = (await availableRows(deps, productId, where, hidden)).map(stockPlace);
  const quantity = locations.reduce((sum, row) => sum + row.available_quantity, 0);
  return { available: quantity > 0, quantity, locations };
}

/** The product's stock summed by lot and by expiry date. */
export async function criteriaSummary(deps: Deps, productId: number, hidden = new Set<number>()): Promise<CriteriaSummaryOut> {
  const rows = await availableRows(deps, productId, undefined, hidden);
  const lots = new Map<string, CriteriaSummaryOut['lots'][number]>();
  const expiries = new Map<string, CriteriaSummaryOut['expiry_dates'][number]>();
  for (const row of rows) {
    const available = row.quantity - row.reserved_quantity;
    const lot = lots.get(row.lot_number) ?? {
      lot_number: row.lot_number || null,
      quantity: 0,
      available_quantity: 0,
      rows: 0,
      expiry_date: row.expiry_date || null,
    };
    lot.quantity += row.quantity;
    lot.available_quantity += available;
    lot.rows += 1;
    // A lot's earliest expiry is the one that matters for FEFO.
    if (row.expiry_date && (!lot.expiry_date || row.expiry_date < lot.expiry_date)) lot.expiry_date = row.expiry_date;
    lots.set(row.lot_number, lot);
    const expiry = expiries.get(row.expiry_date) ?? {
      expiry_date: row.expiry_date || null,
      quantity: 0,
      available_quantity: 0,
      rows: 0,
    };
    expiry.quantity += row.quantity;
    expiry.available_quantity += available;
    expiry.rows += 1;
    expiries.set(row.expiry_date, expiry);
  }
  return {
    product_id: productId,
    total_quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    available_quantity: rows.reduce((sum, row) => sum + row.quantity - row.reserved_quantity, 0),
    rows: rows.length,
    lots: [...lots.values()],
    expiry_dates: [...expiries.values()],
    serials: rows.filter((row) => row.serial_number !== '').length,
    has_lots: rows.some((row) => row.lot_number !== ''),
    has_serials: rows.some((row) => row.serial_number !== ''),
    has_expiry: rows.some((row) => row.expiry_date !== ''),
  };
}
