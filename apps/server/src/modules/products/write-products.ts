import { PRODUCT_MESSAGES, requiresSerialByDefault, type ProductCreate, type ProductUpdate } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { forgetProductLots } from '../lots';
import { nowIso } from '../../lib/clock';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { assertZoneCapacity } from '../ingresos';
import { productSearchText, type Product } from './products.mapper';
import {
  deleteProductRow,
  insertProduct,
  productConflicts,
  productInventoryRows,
  productPlacement,
  updateProductRow,
} from './products.repository';
import { getProduct, uniqueEan13 } from './read-products';
import type { Tx } from '../../db/handle';

export const DUPLICATE_SKU = (sku: string) => `Ya existe un producto con el SKU ${sku}`;
export const DUPLICATE_BARCODE = (barcode: string) => `Ya existe un producto con el código de barras ${barcode}`;
export const SKU_LOCKED = 'El SKU no se puede modificar';
export const PERMANENT_DELETE_DESCRIPTION = 'Eliminación permanente del producto';
export const INITIAL_STOCK_DESCRIPTION = 'Stock inicial';

export type ProductCreateBody = Omit<ProductCreate, 'barcode'> & { barcode?: string | null | undefined };

function duplicateSku(sku: string) {
  return new AppError('DUPLICATE', DUPLICATE_SKU(sku), { sku: DUPLICATE_SKU(sku) });
}
function duplicateBarcode(barcode: string) {
  return new AppError('DUPLICATE', DUPLICATE_BARCODE(barcode), { barcode: DUPLICATE_BARCODE(barcode) });
}

/** A unique-index violation from a concurrent write: the same 409 as the pre-check. */
function uniqueViolation(error: unknown, sku: string, barcode: string | null): AppError | undefined {
  const text = String((error as { message?: string })?.message ?? '');
  if (!/unique|duplicate key/i.test(text)) return undefined;
  return /barcode/i.test(text) && barcode ? duplicateBarcode(barcode) : duplicateSku(sku);
}

/** DM fields only where they apply: a type only for priority devices, a categorisation only for implantables. */
function dmFields(
  input: Pick<
    ProductCreate,
    'es_dm_priorizado' | 'tipo_dm' | 'categorizacion_implantable' | 'requiere_registro_sanitario' | 'requiere_serie'
  >,
) {
  const tipo = input.es_dm_priorizado ? (input.tipo_dm ?? null) : null;
  return {
    es_dm_priorizado: input.es_dm_priorizado ? 1 : 0,
    tipo_dm: tipo,
    categorizacion_implantable: tipo === 'Implantable' ? (input.categorizacion_implantable ?? null) : null,
    requiere_registro_sanitario: input.requiere_registro_sanitario ? 1 : 0,
    requiere_serie:
      (input.requiere_serie ?? requiresSerialByDefault({ es_dm_priorizado: input.es_dm_priorizado, tipo_dm: tipo })) ? 1 : 0,
  };
}

function dimensionFields(input: Pick<ProductCreate, 'length' | 'width' | 'height' | 'dimensions' | 'weight'>) {
  return {
    weight: input.weight ?? null,
    length: input.length ?? input.dimensions?.length ?? null,
    width: input.width ?? input.dimensions?.width ?? null,
    height: input.height ?? input.dimensions?.height ?? null,
  };
}

/** The warehouse → zone → location cascade of the form must hold. */
async function checkPlacement(
  db: Tx,
  placement: { warehouse_id?: number | null; zone_id?: number | null; location_id?: number | null },
) {
  const { location, zone, warehouse } = await productPlacement(db, placement);
  const fields: Record<string, string> = {};
  if (placement.location_id) {
    if (!location) fields.location_id = 'Ubicación no encontrada';
    else if (placement.zone_id && location.zone_id !== placement.zone_id)
      fields.location_id = 'La ubicación no pertenece a la zona seleccionada';
  }
  if (placement.zone_id) {
    if (!zone) fields.zone_id = 'Zona no encontrada';
    else if (placement.warehouse_id && zone.warehouse_id !== placement.warehouse_id)
      fields.zone_id = 'La zona no pertenece a la bodega seleccionada';
  }
  if (placement.warehouse_id && !warehouse) fields.warehouse_id = 'Bodega no encontrada';
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_ERROR', first, fields);
}

async function assertUnique(db: Tx, sku: string | undefined, barcode: string | null | undefined, exceptId?: number) {
  const conflicts = await productConflicts(db, sku, barcode ?? undefined, exceptId);
  if (sku && conflicts.some((row) => row.sku === sku)) throw duplicateSku(sku);
  if (barcode && conflicts.some((row) => row.barcode === barcode)) throw duplicateBarcode(barcode);
}

/**
 * Creates a product; an empty barcode gets a generated EAN-13. Initial stock is received
 * through the ledger at the chosen location (RECEPTION 'Stock inicial'), in the same
 * transaction as the product.
 */
export async function createProduct(deps: Deps, input: ProductCreateBody, userId: number): Promise<Product> {
  const db = deps.db.kysely;
  const sku = input.sku.trim();
  const givenBarcode = input.barcode?.trim() || null;
  await checkPlacement(db, input);
  await assertUnique(db, sku, givenBarcode);
  const barcode = givenBarcode ?? (await uniqueEan13(db));
  const at = nowIso();
  try {
    const id = await deps.stockTransaction(async (stock, trx) => {
      const id = await insertProduct(trx, {
        sku,
        barcode,
        codigo_fabrica: input.codigo_fabrica || null,
        fabricante: input.fabricante || null,
        name: input.name,
        description: input.description || null,
        category: input.category,
        abc_category: input.abc_category ?? null,
        warehouse_id: input.warehouse_id,
        zone_id: input.zone_id,
        location_id: input.location_id,
        current_stock: 0,
        min_stock: input.min_stock,
        max_stock: input.max_stock,
        cantidad_x_caja: input.cantidad_x_caja,
        ...dimensionFields(input),
        unit_of_measure: input.unit_of_measure || 'unidad',
        status: input.status,
        ...dmFields(input),
        lot_enforcement: input.lot_enforcement ?? null,
        search_text: productSearchText({ sku, name: input.name, barcode, codigo_fabrica: input.codigo_fabrica ?? null }),
        deleted_at: null,
        created_at: at,
        updated_at: at,
      });
      const initial = input.current_stock ?? 0;
      if (initial > 0) {
        if (!Number.isInteger(initial)) {
          throw new AppError('VALIDATION_ERROR', 'El stock inicial debe ser un número entero', {
            current_stock: 'El stock inicial debe ser un número entero',
          });
        }
        // Initial stock enters the location's zone as a receipt would: the same capacity rule.
        const { location } = await productPlacement(trx, { location_id: input.location_id });
        await assertZoneCapacity(trx, new Map([[location!.zone_id, initial]]), input.zone_id);
        await stock.add({ product_id: id, location_id: input.location_id }, initial, 'RECEPTION', {
          user_id: userId,
          reference_type: 'product',
          reference_id: id,
          reference: sku,
          description: INITIAL_STOCK_DESCRIPTION,
        });
      }
      return id;
    });
    return getProduct(deps, id);
  } catch (error) {
    throw uniqueViolation(error, sku, barcode) ?? error;
  }
}

/** Edits a product; the SKU is read-only and stock changes only through adjustments. */
export async function updateProduct(deps: Deps, id: number, input: ProductUpdate): Promise<Product> {
  const db = deps.db.kysely;
  const current = await getProduct(deps, id, PRODUCT_MESSAGES.editNotFound);
  if (input.sku && input.sku !== current.sku) throw new AppError('VALIDATION_ERROR', SKU_LOCKED, { sku: SKU_LOCKED });
  const barcode = input.barcode?.trim() || current.barcode || (await uniqueEan13(db));
  const placement = {
    warehouse_id: input.warehouse_id === undefined ? current.warehouse_id : input.warehouse_id,
    zone_id: input.zone_id === undefined ? current.zone_id : input.zone_id,
    location_id: input.location_id === undefined ? current.location_id : input.location_id,
  };
  await checkPlacement(db, placement);
  if (barcode !== current.barcode) await assertUnique(db, undefined, barcode, id);
  const status = input.status ?? current.status;
  try {
    await updateProductRow(db, id, {
      barcode,
      codigo_fabrica: input.codigo_fabrica === undefined ? current.codigo_fabrica : input.codigo_fabrica || null,
      fabricante: input.fabricante === undefined ? current.fabricante : input.fabricante || null,
      name: input.name,
      description: input.description === undefined ? current.description : input.description || null,
      category: input.category,
      abc_category: input.abc_category === undefined ? current.abc_category : input.abc_category,
      ...placement,
      min_stock: input.min_stock,
      max_stock: input.max_stock,
      cantidad_x_caja: input.cantidad_x_caja,
      ...dimensionFields(input),
      unit_of_measure: input.unit_of_measure || current.unit_of_measure,
      status,
      // Reactivating a product undoes a soft delete.
      ...(status === 'Activo' ? { deleted_at: null } : {}),
      ...dmFields(input),
      ...(input.lot_enforcement !== undefined ? { lot_enforcement: input.lot_enforcement } : {}),
      search_text: productSearchText({
        sku: current.sku,
        name: input.name,
        barcode,
        codigo_fabrica: input.codigo_fabrica === undefined ? current.codigo_fabrica : input.codigo_fabrica,
      }),
      updated_at: nowIso(),
    });
  } catch (error) {
    throw uniqueViolation(error, current.sku, barcode) ?? error;
  }
  return getProduct(deps, id);
}

/** Soft delete: the product leaves the lists (status Inactivo, deleted_at) and keeps its stock. */
export async function softDeleteProduct(deps: Deps, id: number): Promise<Product> {
  await getProduct(deps, id);
  const at = nowIso();
  await updateProductRow(deps.db.kysely, id, { status: 'Inactivo', deleted_at: at, updated_at: at });
  return getProduct(deps, id);
}

/**
 * Permanent delete: every inventory row is taken out through the ledger (ADJUSTMENT events,
 * which stay in the log), then the product row goes. Reserved stock blocks it.
 */
export async function permanentDeleteProduct(
  deps: Deps,
  id: number,
  userId: number,
): Promise<{ removed_rows: number; removed_quantity: number }> {
  const product = await getProduct(deps, id);
  try {
    return await deps.stockTransaction(async (stock, trx) => {
      const rows = await productInventoryRows(trx, id);
      const reserved = rows.reduce((sum, row) => sum + row.reserved_quantity, 0);
      if (reserved > 0) {
        throw new AppError('IN_USE', `No se puede eliminar el producto: tiene ${reserved} unidades reservadas`, undefined, {
          reserved,
        });
      }
      let removed = 0;
      for (const row of rows) {
        await stock.remove(row, row.quantity, 'ADJUSTMENT', {
          user_id: userId,
          reference_type: 'product',
          reference_id: id,
          reference: product.sku,
          description: PERMANENT_DELETE_DESCRIPTION,
        });
        removed += row.quantity;
      }
      await forgetProductLots(trx, id);
      await deleteProductRow(trx, id);
      return { removed_rows: rows.length, removed_quantity: removed };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new AppError(
        'IN_USE',
        'No se puede eliminar el producto permanentemente: tiene documentos asociados (ingresos, egresos u órdenes)',
      );
    }
    throw error;
  }
}
