import {
  PRODUCT_MESSAGES,
  adjustmentReasonText,
  applyAdjustment,
  stockStatus,
  type AddLot,
  type StockAdjustment,
} from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { publicStockKey } from '../ledger/ledger';
import type { InventoryListQuery } from './inventory.schemas';
import { inventoryRepository } from './inventory.repository';
import { createVersionedMemo } from './versioned-memo';
import { toProduct } from '../products/products.mapper';

export const INVENTORY_ROW_NOT_FOUND = 'Registro de inventario no encontrado';
export const LOCATION_NOT_FOUND = 'Ubicación no encontrada';

export interface AddLotInput extends AddLot {
  product_id: number;
  event_type: 'RECEPTION' | 'ADJUSTMENT';
  serial_number?: string | null | undefined;
  notes?: string | null | undefined;
}

function distinctNonEmpty(values: string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))].sort();
}

export function inventoryService(app: FastifyInstance) {
  const db = app.db.kysely;
  // One memo per app: answers are reused only while the database version is unchanged.
  const memo = createVersionedMemo(db, app.db.dialect === 'sqlite');
  const repo = inventoryRepository(db, app.db.dialect, memo);

  async function requireProduct(productId: number) {
    const row = await db
      .selectFrom('products')
      .select(['id', 'sku', 'name', 'min_stock', 'max_stock', 'status', 'deleted_at'])
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    return row;
  }

  async function getRow(id: number) {
    const row = await repo.findRow(id);
    if (!row) throw new AppError('NOT_FOUND', INVENTORY_ROW_NOT_FOUND);
    return row;
  }

  return {
    // The screen refreshes every 5 s and many clients look at the same pages: a page is rebuilt
    // only when something in the database changed (see versioned-memo.ts).
    list: (query: InventoryListQuery) => memo.get(JSON.stringify(['page', query]), () => repo.list(query)),
    stats: () => repo.stats(),
    getRow,

    async lowStock(limit: number) {
      const rows = await repo.lowStock(limit);
      return rows.map((row) => {
        const product = toProduct(row);
        const { barcode, min_stock, max_stock, current_stock } = product;
        return {
          id: product.id,
          sku: product.sku,
          name: product.name,
          category: product.category,
          barcode,
          min_stock,
          max_stock,
          status: product.status,
          cantidad_x_caja: product.cantidad_x_caja,
          abc_category: product.abc_category,
          es_dm_priorizado: product.es_dm_priorizado,
          tipo_dm: product.tipo_dm,
          categorizacion_implantable: product.categorizacion_implantable,
          requiere_registro_sanitario: product.requiere_registro_sanitario,
          unit_of_measure: product.unit_of_measure,
          location_id: product.location_id,
          zone_id: product.zone_id,
          warehouse_id: product.warehouse_id,
          current_stock,
          deficit: Math.max(0, min_stock - current_stock),
          stock_status: stockStatus({ quantity: current_stock, min_stock, max_stock }),
        };
      });
    },

    /**
     * Adds, subtracts or sets one row through the ledger (one ADJUSTMENT event with the reason and
     * notes). Returns the row afterwards, or null when the row was emptied (the ledger removes it).
     */
    async adjust(id: number, input: StockAdjustment, userId: number) {
      await app.stockTransaction(async (stock, trx) => {
        const row = await trx.selectFrom('inventory').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) throw new AppError('NOT_FOUND', INVENTORY_ROW_NOT_FOUND);
        const result = applyAdjustment(row.quantity, input.adjustment_type, input.quantity);
        if (!result.ok) {
          throw new AppError(
            'INSUFFICIENT_STOCK',
            result.error,
            { quantity: result.error },
            { available: row.quantity, requested: input.quantity },
          );
        }
        const ctx = {
          user_id: userId,
          reference_type: 'inventory_adjustment',
          reference_id: row.id,
          description: adjustmentReasonText(input),
          notes: input.notes ?? null,
        };
        const delta = result.quantity - row.quantity;
        if (input.adjustment_type === 'set') await stock.setQuantity(row.id, result.quantity, ctx);
        else if (delta > 0) await stock.add(row, delta, 'ADJUSTMENT', ctx);
        else if (delta < 0) await stock.remove(row, -delta, 'ADJUSTMENT', ctx);
      });
      return (await repo.findRow(id)) ?? null;
    },

    /** A new lot (or more of an existing one) at a location, through the ledger. */
    async addLot(input: AddLotInput, userId: number) {
      const product = await requireProduct(input.product_id);
      const location = await db.selectFrom('locations').select('id').where('id', '=', input.location_id).executeTakeFirst();
      if (!location) throw new AppError('NOT_FOUND', LOCATION_NOT_FOUND, { location_id: LOCATION_NOT_FOUND });
      const row = await app.stockTransaction((stock) =>
        stock.add(
          {
            product_id: product.id,
            location_id: input.location_id,
            lot_number: input.lot_number,
            serial_number: input.serial_number,
            expiry_date: input.expiry_date,
          },
          input.quantity,
          input.event_type,
          {
            user_id: userId,
            reference_type: 'inventory_lot',
            description: 'Lote agregado desde inventario',
            notes: input.notes ?? null,
          },
        ),
      );
      return getRow(row.id);
    },

    async availableItems(productId: number) {
      await requireProduct(productId);
      const rows = (await repo.availableRows(productId)).filter((row) => row.quantity - row.reserved_quantity > 0);
      const lots = distinctNonEmpty(rows.map((row) => row.lot_number));
      const serials = distinctNonEmpty(rows.map((row) => row.serial_number));
      const expiry_dates = distinctNonEmpty(rows.map((row) => row.expiry_date));
      return {
        items: rows.map((row) => ({
          inventory_id: row.id,
          location_id: row.location_id,
          location_code: row.location_code,
          ...publicStockKey(row),
          entry_date: row.entry_date,
          quantity: row.quantity,
          available_quantity: row.quantity - row.reserved_quantity,
        })),
        lots,
        serials,
        expiry_dates,
        has_any_criteria: lots.length + serials.length + expiry_dates.length > 0,
      };
    },

    async availability(productId: number, where: { lot_number?: string; serial_number?: string }) {
      await requireProduct(productId);
      const rows = await repo.availableRows(productId, where);
      const locations = rows.map((row) => ({
        inventory_id: row.id,
        location_id: row.location_id,
        location_code: row.location_code,
        ...publicStockKey(row),
        quantity: row.quantity,
        available_quantity: row.quantity - row.reserved_quantity,
      }));
      const quantity = locations.reduce((sum, row) => sum + row.available_quantity, 0);
      return { available: quantity > 0, quantity, locations };
    },

    async criteriaSummary(productId: number) {
      await requireProduct(productId);
      const rows = await repo.availableRows(productId);
      const lots = new Map<
        string,
        { lot_number: string | null; quantity: number; available_quantity: number; rows: number; expiry_date: string | null }
      >();
      const expiries = new Map<
        string,
        { expiry_date: string | null; quantity: number; available_quantity: number; rows: number }
      >();
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
    },

    async warehouseInventory(warehouseId: number, page: number, perPage: number, search: string | undefined) {
      const warehouse = await db.selectFrom('warehouses').select('id').where('id', '=', warehouseId).executeTakeFirst();
      if (!warehouse) throw new AppError('NOT_FOUND', 'Bodega no encontrada');
      const { total, rows } = await repo.warehouseRows(warehouseId, page, perPage, search);
      return {
        total,
        rows: rows.map((row) => ({
          ...row,
          ...publicStockKey(row),
          stock_status: stockStatus({ quantity: row.quantity, min_stock: row.min_stock, max_stock: row.max_stock }),
        })),
      };
    },
  };
}
