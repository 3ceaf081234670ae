import {
  EGRESO_MESSAGES,
  checkLotCompliance,
  dayOf,
  formatDateCL,
  isExpired,
  isLotStrategy,
  selectLotsForQuantity,
  type IssueStrategy,
  type LotCompliance,
  type LotStrategy,
} from '@bodega/domain';
import { AppError } from '../../lib/app-error';
import { lotCandidates } from '../../lib/source-row';
import type { ProductRef, StockRow } from './egreso-stock.repository';
import type { EgresoCreateItem } from './egresos.schemas';

/*
 * Which inventory rows an issue line takes, and the 409 answers when it cannot: the rules of
 * (strategies, expired stock, named lots) over rows already read.
 */

/** libre checks nothing but still has to take units in some order: FEFO, the safe one. */
export function allocationOrder(strategy: IssueStrategy): LotStrategy {
  return isLotStrategy(strategy) ? strategy : 'fefo';
}

/** The product's lots (lot number + expiry) with their stock, as the strategy check reads them. */
export function lotsOf(rows: readonly StockRow[]) {
  const byLot = new Map<
    string,
    {
      value: string | null;
      lot_number: string | null;
      expiry_date: string | null;
      entry_date: string;
      first_entry: string;
      quantity: number;
      available_quantity: number;
      rows: StockRow[];
    }
  >();
  for (const row of rows) {
    const key = `${row.lot_number}\u0000${row.expiry_date}`;
    const lot = byLot.get(key);
    if (lot) {
      lot.quantity += row.quantity;
      lot.available_quantity += row.available;
      if (row.entry_date < lot.first_entry) lot.first_entry = row.entry_date;
      lot.rows.push(row);
    } else {
      byLot.set(key, {
        value: row.lot_number || null,
        lot_number: row.lot_number || null,
        expiry_date: row.expiry_date || null,
        entry_date: '',
        first_entry: row.entry_date,
        quantity: row.quantity,
        available_quantity: row.available,
        rows: [row],
      });
    }
  }
  // FIFO/LIFO compare entry days (a lot that entered the same day as the oldest one
  // complies); the list is pre-sorted by the full timestamp so same-day ties keep arrival order.
  return [...byLot.values()]
    .sort((a, b) => (a.first_entry < b.first_entry ? -1 : a.first_entry > b.first_entry ? 1 : 0))
    .map((lot) => ({ ...lot, entry_date: dayOf(lot.first_entry) ?? lot.first_entry }));
}

function productLabel(product: ProductRef): string {
  return `${product.name} (${product.sku})`;
}

function shortage(
  product: ProductRef,
  criteria: { lot?: string | null; locationCode?: string | null },
  available: number,
  requested: number,
  field: string,
): AppError {
  const lot = criteria.lot ? ` lote ${criteria.lot}` : '';
  const where = criteria.locationCode ? ` en ${criteria.locationCode}` : '';
  return new AppError(
    'INSUFFICIENT_STOCK',
    `Stock insuficiente de ${productLabel(product)}${lot}${where}: disponible ${available}, solicitado ${requested}`,
    { [field]: `Stock insuficiente: disponible ${available}` },
    { product_id: product.id, lot_number: criteria.lot ?? null, available, requested },
  );
}

export function noInventory(product: ProductRef, field: string): AppError {
  return new AppError(
    'INSUFFICIENT_STOCK',
    `${EGRESO_MESSAGES.noInventory}: ${productLabel(product)}`,
    { [field]: EGRESO_MESSAGES.noInventory },
    { product_id: product.id, available: 0 },
  );
}

/** Stock that expired before `today` is never issued, nor suggested. */
export function unexpired(rows: readonly StockRow[], today: string): StockRow[] {
  return rows.filter((row) => !isExpired(row.expiry_date, today));
}

export function allExpired(product: ProductRef, field: string): AppError {
  return new AppError(
    'EXPIRED_STOCK',
    `${EGRESO_MESSAGES.allExpired}: ${productLabel(product)}`,
    { [field]: EGRESO_MESSAGES.allExpired },
    { product_id: product.id },
  );
}

export function expiredLot(product: ProductRef, row: StockRow, field: string): AppError {
  const message = EGRESO_MESSAGES.expiredLot(row.lot_number || row.serial_number || 'sin número', formatDateCL(row.expiry_date));
  return new AppError(
    'EXPIRED_STOCK',
    `${message}: ${productLabel(product)}`,
    { [field]: message },
    { product_id: product.id, lot_number: row.lot_number || null, expiry_date: row.expiry_date },
  );
}

export interface Allocation {
  row: StockRow;
  quantity: number;
  compliance: LotCompliance;
}

const COMPLIANT: LotCompliance = { compliant: true, warning: null, suggestion: null };

/**
 * Which rows one issue line takes. A line naming a lot, serial, expiry or location takes the
 * matching rows in location order, and the strategy check runs on what it took, against the
 * product's real lots; a line naming nothing is allocated in the strategy's order, so it complies.
 */
export function allocateLine(
  item: EgresoCreateItem,
  index: number,
  product: ProductRef,
  rows: StockRow[],
  strategy: IssueStrategy,
  locationCode: string | null,
  today: string,
): Allocation[] {
  const field = `items.${index}.quantity`;
  const usable = unexpired(rows, today);
  const lot = item.lot_number?.trim() || null;
  const serial = item.serial_number?.trim() || null;
  const expiry = dayOf(item.expiry_date ?? null);
  const location = item.location_id ?? null;
  const named = lot !== null || serial !== null || expiry !== null || location !== null;

  if (!named) {
    if (rows.length === 0) throw noInventory(product, `items.${index}.product_id`);
    if (usable.length === 0) throw allExpired(product, `items.${index}.product_id`);
    const selection = selectLotsForQuantity({
      strategy: allocationOrder(strategy),
      lots: lotCandidates(usable),
      quantity: item.quantity,
    });
    if (!selection.covered) throw shortage(product, {}, selection.total_available, item.quantity, field);
    return selection.selections.map(({ lot: candidate, quantity }) => ({ row: candidate.row, quantity, compliance: COMPLIANT }));
  }

  const namedRows = rows.filter(
    (row) =>
      (lot === null || row.lot_number === lot) &&
      (serial === null || row.serial_number === serial) &&
      (expiry === null || row.expiry_date === expiry) &&
      (location === null || row.location_id === location),
  );
  const matching = unexpired(namedRows, today);
  if (namedRows.length > 0 && matching.length === 0) throw expiredLot(product, namedRows[0]!, `items.${index}.lot_number`);
  const available = matching.reduce((sum, row) => sum + row.available, 0);
  if (available < item.quantity) {
    if (lot === null && serial === null && rows.length === 0) throw noInventory(product, `items.${index}.product_id`);
    throw shortage(product, { lot: lot ?? serial, locationCode }, available, item.quantity, field);
  }
  const lots = lotsOf(usable);
  const allocations: Allocation[] = [];
  let remaining = item.quantity;
  for (const row of matching) {
    if (remaining <= 0) break;
    const take = Math.min(row.available, remaining);
    const compliance = checkLotCompliance({
      strategy,
      item: { lot_number: row.lot_number || null, expiry_date: row.expiry_date || null },
      lots,
    });
    allocations.push({ row, quantity: take, compliance });
    remaining -= take;
  }
  return allocations;
}
