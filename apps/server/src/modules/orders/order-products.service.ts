// The products an order line may name: the search with what is available, and one product's locations.
import { santiagoDay } from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { stockRowOut } from './order-detail';
import { productInventory, productName, productRows } from './order-stock.repository';

export function orderProductInventory(app: FastifyInstance, q: string, limit: number) {
  return productInventory(app.db.kysely, q, limit, santiagoDay(), app.db.dialect);
}

export async function orderProductLocations(app: FastifyInstance, productId: number) {
  const db = app.db.kysely;
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
