import { checkLotCompliance, dayOf, orderLots, santiagoDay, type IssueStrategy, type LotCompliance } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { allocationOrder, lotsOf, unexpired } from './egreso-allocation';
import { availableRows, findProducts, type ProductRef } from './egreso-stock.repository';

/* The lots of a product as the issue dialog sees them: the strategy verdict of one lot, the suggestions. */

export async function requireProduct(db: Kysely<Database>, id: number): Promise<ProductRef> {
  const product = (await findProducts(db, [id])).get(id);
  if (!product) throw new AppError('NOT_FOUND', 'Producto no encontrado');
  return product;
}

/** The product's rows, those not expired, and the strategy's verdict on taking `lot` (or `expiry`). */
export async function compliance(
  db: Kysely<Database>,
  productId: number,
  strategy: IssueStrategy,
  lot: string | null,
  expiry: string | null,
) {
  const rows = await availableRows(db, productId);
  const usable = unexpired(rows, santiagoDay());
  let expiryDay = dayOf(expiry);
  // FEFO compares expiries; a client that only knows the lot still gets a verdict.
  if (!expiryDay && lot) {
    const expiries = new Set(rows.filter((row) => row.lot_number === lot).map((row) => row.expiry_date));
    if (expiries.size === 1) expiryDay = [...expiries][0] || null;
  }
  return {
    rows,
    usable,
    result: checkLotCompliance({ strategy, item: { lot_number: lot, expiry_date: expiryDay }, lots: lotsOf(usable) }),
  };
}

/** GET /egress-orders/lot-check: would taking this lot comply with the strategy? */
export async function checkLot(
  db: Kysely<Database>,
  query: { product_id: number; strategy: IssueStrategy; lot_number?: string | undefined; expiry_date?: string | undefined },
): Promise<LotCompliance> {
  await requireProduct(db, query.product_id);
  const { result } = await compliance(db, query.product_id, query.strategy, query.lot_number ?? null, query.expiry_date ?? null);
  return result;
}

/** GET /egress-orders/products/:id/lots: the product's unexpired lots in the strategy's order. */
export async function productLots(db: Kysely<Database>, productId: number, strategy: IssueStrategy) {
  const product = await requireProduct(db, productId);
  const rows = unexpired(await availableRows(db, productId), santiagoDay());
  const lots = orderLots(lotsOf(rows), allocationOrder(strategy));
  return {
    product: { id: product.id, sku: product.sku, name: product.name, cantidad_x_caja: product.cantidad_x_caja },
    strategy,
    total_available: lots.reduce((sum, lot) => sum + lot.available_quantity, 0),
    lots: lots.map((lot) => ({
      lot_number: lot.lot_number,
      expiry_date: lot.expiry_date,
      entry_date: lot.first_entry,
      quantity: lot.quantity,
      available_quantity: lot.available_quantity,
      serials: [...new Set(lot.rows.map((row) => row.serial_number).filter(Boolean))],
      locations: lot.rows.map((row) => ({
        location_id: row.location_id,
        location_code: row.location_code,
        available_quantity: row.available,
      })),
    })),
  };
}
