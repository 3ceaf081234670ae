// The products an order line may name: the search with what is available, and one product's locations.
import { santiagoDay } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { stockRowOut } from './read-order-detail';
import { productInventory, productName, productRows } from './order-stock.repository';

export function orderProductInventory(deps: Deps, q: string, limit: number) {
  return productInventory(deps.db.kysely, q, limit, santiagoDay(), deps.db.dialect);
}

export async function orderProductLocations(deps: Deps, productId: number) {
  const db = deps.db.kysely;
  const product = await productName(db, productId);
  if (!product) throw new AppError('NOT_FOUND', 'Producto no encontrado');
  const today = santiagoDay();
  const rows = await productRows(db, productId);
  return {
    product_id: productId,
    product_name: product.name,
    product_sku: product.sku,
    total_available: rows
      .filter((row) => !row.expiry_date || row.expiry_date >= today)
      .reduce((sum, row) => sum + Math.max(0, row.available_quantity), 0),
    locations: rows.map((row) => ({
      ...stockRowOut(row),
      available_quantity: Math.max(0, row.available_quantity),
      expired: Boolean(row.expiry_date) && row.expiry_date < today,
    })),
  };
}
