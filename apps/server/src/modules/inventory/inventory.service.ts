import { stockStatus, type InventoryRowOut, type LowStockProductOut } from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { publicStockKey } from '../ledger/ledger';
import { groupProduct, inventoryPage, inventoryStatCounts, lowStockRows } from './inventory-list.repository';
import { findInventoryRow, warehouseExists, warehouseRows } from './inventory-rows.repository';
import type { InventoryListQuery } from './inventory.schemas';
import { createVersionedMemo, type VersionedMemo } from './versioned-memo';

export const INVENTORY_ROW_NOT_FOUND = 'Registro de inventario no encontrado';
export const LOCATION_NOT_FOUND = 'Ubicación no encontrada';

// One memo per database: answers are reused only while the database version is unchanged.
const memos = new WeakMap<Kysely<Database>, VersionedMemo>();

/** The app's inventory memo. */
function inventoryMemo(app: FastifyInstance): VersionedMemo {
  const db = app.db.kysely;
  let memo = memos.get(db);
  if (!memo) {
    memo = createVersionedMemo(db, app.db.dialect === 'sqlite');
    memos.set(db, memo);
  }
  return memo;
}

/**
 * One page of products with their lots and the footer totals. The screen refreshes every 5 s
 * and many clients look at the same pages: a page is rebuilt only when something in the
 * database changed (see versioned-memo.ts).
 */
export function listInventory(app: FastifyInstance, query: InventoryListQuery) {
  const memo = inventoryMemo(app);
  return memo.get(JSON.stringify(['page', query]), () => inventoryPage(app.db.kysely, app.db.dialect, query, memo));
}

export function inventoryStats(app: FastifyInstance) {
  return inventoryMemo(app).get('stats', () => inventoryStatCounts(app.db.kysely));
}

export async function getInventoryRow(app: FastifyInstance, id: number): Promise<InventoryRowOut> {
  const row = await findInventoryRow(app.db.kysely, id);
  if (!row) throw new AppError('NOT_FOUND', INVENTORY_ROW_NOT_FOUND);
  return row;
}

/** Active products at or below their minimum, with the deficit, most short first. */
export async function listLowStock(app: FastifyInstance, limit: number): Promise<LowStockProductOut[]> {
  const rows = await lowStockRows(app.db.kysely, limit);
  return rows.map((row) => {
    const product = groupProduct(row);
    const current_stock = Number(row.current_stock);
    return {
      ...product,
      current_stock,
      deficit: Math.max(0, product.min_stock - current_stock),
      stock_status: stockStatus({ quantity: current_stock, min_stock: product.min_stock, max_stock: product.max_stock }),
    };
  });
}

/** GET /warehouses/{id}/inventory: the warehouse's inventory rows, paged. */
export async function warehouseInventory(
  app: FastifyInstance,
  warehouseId: number,
  { page, per_page, search }: { page: number; per_page: number; search?: string | undefined },
) {
  if (!(await warehouseExists(app.db.kysely, warehouseId))) throw new AppError('NOT_FOUND', 'Bodega no encontrada');
  const { total, rows } = await warehouseRows(app.db.kysely, app.db.dialect, warehouseId, page, per_page, search);
  return {
    data: rows.map((row) => ({
      ...row,
      ...publicStockKey(row),
      stock_status: stockStatus({
        quantity: row.quantity,
        min_stock: row.min_stock,
        max_stock: row.max_stock,
        expiry_date: row.expiry_date,
      }),
    })),
    pagination: { page, per_page, total },
  };
}
