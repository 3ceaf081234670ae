import { stockStatus, type InventoryRowOut, type LowStockProductOut } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { publicStockKey } from '../ledger';
import { groupProduct, inventoryPage, inventoryStatCounts, lowStockRows } from './inventory-list.repository';
import { findInventoryRow, warehouseExists, warehouseRows } from './inventory-rows.repository';
import type { InventoryListQuery } from './inventory.schemas';
import { createVersionedMemo, type VersionedMemo } from './versioned-memo';

export const INVENTORY_ROW_NOT_FOUND = 'Registro de inventario no encontrado';
export const LOCATION_NOT_FOUND = 'Ubicación no encontrada';

// One memo per database: answers are reused only while the database version is unchanged.
const memos = new WeakMap<Kysely<Database>, VersionedMemo>();

/** The app's inventory memo. */
function inventoryMemo(deps: Deps): VersionedMemo {
  const db = deps.db.kysely;
  let memo = memos.get(db);
  if (!memo) {
    memo = createVersionedMemo(db, deps.db.dialect === 'sqlite');
    memos.set(db, memo);
  }
  return memo;
}

/**
 * One page of products with their lots and the footer totals. The screen refreshes every 5 s
 * and many clients look at the same pages: a page is rebuilt only when something in the
 * database changed (see versioned-memo.ts).
 */
export function listInventory(deps: Deps, query: InventoryListQuery) {
  const memo = inventoryMemo(deps);
  return memo.get(JSON.stringify(['page', query]), () => inventoryPage(deps.db.kysely, deps.db.dialect, query, memo));
}

export function inventoryStats(deps: Deps) {
  return inventoryMemo(deps).get('stats', () => inventoryStatCounts(deps.db.kysely));
}

export async function getInventoryRow(deps: Deps, id: number): Promise<InventoryRowOut> {
  const row = await findInventoryRow(deps.db.kysely, id);
  if (!row) throw new AppError('NOT_FOUND', INVENTORY_ROW_NOT_FOUND);
  return row;
}

/** Active products at or below their minimum, with the deficit, most short first. */
export async function listLowStock(deps: Deps, limit: number): Promise<LowStockProductOut[]> {
  const rows = await lowStockRows(deps.db.kysely, limit);
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
  deps: Deps,
  warehouseId: number,
  { page, per_page, search }: { page: number; per_page: number; search?: string | undefined },
  hidden: Set<number> = new Set(),
) {
  if (!(await warehouseExists(deps.db.kysely, warehouseId))) throw new AppError('NOT_FOUND', 'Bodega no encontrada');
  const { total, rows } = await warehouseRows(deps.db.kysely, deps.db.dialect, warehouseId, page, per_page, search, hidden);
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
