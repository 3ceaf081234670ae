import { EGRESO_MESSAGES, classifyBarcode, type IssueStrategy } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { refuseGs1Error } from '../barcodes';
import { heldStockError } from '../ledger';
import { checkScannedLot, LotExpiryConflict, recordLotConflict } from '../lots';
import { allExpired, expiredLot, noInventory } from './egreso-allocation';
import { customFieldsOf, customOf } from './egreso-document';
import { compliance } from './egreso-lots';
import { findProductByCode, type StockRow } from './egreso-stock.repository';

/**
 * One scan of the issue dialog: classifies the code (with the spec's information message),
 * finds the product, refuses one without stock and returns the line the scan fills in with
 * its strategy verdict from real inventory.
 */
export async function scanEgreso(
  db: Kysely<Database>,
  body: { barcode: string; strategy: IssueStrategy; separator?: string | undefined; user_id?: number | undefined },
) {
  const code = body.barcode.trim();
  const result = classifyBarcode(code, { context: 'issues', ...(body.separator ? { separator: body.separator } : {}) });
  refuseGs1Error(result, 'barcode');
  const gs1 = result.gs1;
  const classification = gs1 ? { kind: gs1.classification.kind, message: gs1.classification.message } : null;
  const codes = new Set([code]);
  if (result.gtin) {
    codes.add(result.gtin);
    codes.add(result.gtin.replace(/^0+/, ''));
    if (result.gtin.startsWith('0')) codes.add(result.gtin.slice(1));
    if (result.gtin.startsWith('00')) codes.add(result.gtin.slice(2));
  }
  const product = await findProductByCode(db, [...codes].filter(Boolean));
  if (!product) {
    throw new AppError(
      'NOT_FOUND',
      `${EGRESO_MESSAGES.productNotFoundForCode} ${code}`,
      { barcode: EGRESO_MESSAGES.productNotFoundForCode },
      { barcode_type: result.type, classification },
    );
  }
  const lot = gs1?.lot_number ?? null;
  const expiry = gs1?.expiry_date ?? null;
  // A label whose lot is known with another expiry is refused and logged.
  try {
    await checkScannedLot(
      db,
      { product_id: product.id, lot_number: lot, expiry_date: expiry, field: 'barcode' },
      {
        user_id: body.user_id ?? null,
      },
    );
  } catch (error) {
    if (error instanceof LotExpiryConflict) await recordLotConflict(db, error.attempt);
    throw error;
  }
  const { rows, usable, result: verdict } = await compliance(db, product.id, body.strategy, lot, expiry);
  if (rows.length === 0)
    throw (
      (await heldStockError(db, { product_id: product.id, lot_number: lot, serial_number: gs1?.serial_number ?? null }, 1)) ??
      noInventory(product, 'barcode')
    );
  const scanned = (row: StockRow) =>
    (lot === null || row.lot_number === lot) && (gs1?.serial_number === undefined || row.serial_number === gs1.serial_number);
  const matching = usable.filter(scanned);
  if (matching.length === 0) {
    // What the label names is in stock only past its expiry: say so rather than "no stock".
    const expired = rows.find(scanned);
    if (expired)
      throw lot === null && gs1?.serial_number === undefined
        ? allExpired(product, 'barcode')
        : expiredLot(product, expired, 'barcode');
    const held = await heldStockError(
      db,
      { product_id: product.id, lot_number: lot, serial_number: gs1?.serial_number ?? null },
      1,
    );
    if (held) throw held;
  }
  const custom = customFieldsOf(customOf(gs1));
  return {
    barcode_type: result.type,
    classification,
    warnings: gs1?.warnings ?? [],
    product: { id: product.id, sku: product.sku, name: product.name, cantidad_x_caja: product.cantidad_x_caja },
    available_quantity: matching.reduce((sum, row) => sum + row.available, 0),
    item: {
      product_id: product.id,
      product_name: product.name,
      product_sku: product.sku,
      quantity: gs1?.count ?? product.cantidad_x_caja,
      lot_number: lot,
      serial_number: gs1?.serial_number ?? null,
      expiry_date: expiry,
      production_date: gs1?.production_date ?? null,
      pack_date: gs1?.pack_date ?? null,
      best_before_date: gs1?.best_before_date ?? null,
      barcode_scanned: code,
      gtin: result.gtin ?? null,
      sscc: gs1?.sscc ?? null,
      gln: gs1?.gln ?? null,
      gsin: gs1?.gsin ?? null,
      gdti: gs1?.gdti ?? null,
      net_weight_kg: gs1?.net_weight_kg ?? null,
      gross_weight_kg: gs1?.gross_weight_kg ?? null,
      net_weight_lb: gs1?.net_weight_lb ?? null,
      gross_weight_lb: gs1?.gross_weight_lb ?? null,
      ...custom,
      strategy_compliant: verdict.compliant,
      strategy_warning: verdict.warning,
      suggested_product: verdict.suggestion,
    },
    compliance: verdict,
  };
}
