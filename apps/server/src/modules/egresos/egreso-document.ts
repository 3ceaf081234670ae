import type { LotCompliance } from '@bodega/domain';
import type { EgressItemInsert } from './egreso-orders.repository';
import type { ProductRef, StockRow } from './egreso-stock.repository';
import type { EgresoDetail, EgresoItemResponse } from '@bodega/domain';
import type { EgresoCreateBody, EgresoCreateItem } from './egresos.schemas';

/* The rows an issue writes (its items, with what the scan carried) and the answer it returns. */

const CUSTOM_AIS = ['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'] as const;
type CustomFields = Record<`custom_field_${(typeof CUSTOM_AIS)[number]}`, string | null>;

/** The internal AIs 90–99 a scan carried, by AI, from anything with custom_field_90 … custom_field_99. */
export function customOf(
  source: Partial<Record<`custom_field_${(typeof CUSTOM_AIS)[number]}`, string | null | undefined>> | undefined,
): Record<string, string> {
  const custom: Record<string, string> = {};
  for (const ai of CUSTOM_AIS) {
    const value = source?.[`custom_field_${ai}`];
    if (value) custom[ai] = value;
  }
  return custom;
}

/** custom_field_90 … custom_field_99 of a response line, null where the scan had none. */
export function customFieldsOf(custom: Record<string, string>): CustomFields {
  return Object.fromEntries(CUSTOM_AIS.map((ai) => [`custom_field_${ai}`, custom[ai] ?? null])) as CustomFields;
}

export function scannedData(item: EgresoCreateItem) {
  const custom = customOf(item);
  return {
    barcode_scanned: item.barcode_scanned || null,
    gtin: item.gtin || null,
    sscc: item.sscc || null,
    gln: item.gln || null,
    gsin: item.gsin || null,
    gdti: item.gdti || null,
    production_date: item.production_date ?? null,
    pack_date: item.pack_date ?? null,
    best_before_date: item.best_before_date ?? null,
    net_weight_kg: item.net_weight_kg ?? null,
    gross_weight_kg: item.gross_weight_kg ?? null,
    net_weight_lb: item.net_weight_lb ?? null,
    gross_weight_lb: item.gross_weight_lb ?? null,
    custom_fields: Object.keys(custom).length ? JSON.stringify(custom) : null,
    custom,
  };
}

export type IssuedLine = {
  insert: EgressItemInsert;
  product: ProductRef;
  row: StockRow;
  custom: Record<string, string>;
  id: number | undefined;
};

/**
 * The answer is what the transaction wrote (the same shape GET /egress-orders/:id reads back), so
 * no second read after commit.
 */
export function answer(
  lines: readonly IssuedLine[],
  order: {
    orderId: number;
    orderNumber: string;
    now: string;
    body: EgresoCreateBody;
    notes: string | null;
    user: { id: number; username: string };
  },
): EgresoDetail {
  const { orderId, orderNumber, now, body, notes, user } = order;
  const items = lines.map(({ insert, product, row, custom, id }): EgresoItemResponse => {
    const { egress_order_id: _order, custom_fields: _custom, strategy_compliant, ...rest } = insert;
    return {
      id: id!,
      ...rest,
      product_name: product.name,
      product_sku: product.sku,
      product_barcode: product.barcode,
      location_code: row.location_code,
      location_description: row.location_description,
      ...customFieldsOf(custom),
      strategy_compliant: strategy_compliant === 1,
    };
  });
  return {
    id: orderId,
    order_number: orderNumber,
    created_at: now,
    area_servicio: body.area_servicio,
    strategy: body.strategy,
    items_count: new Set(items.map((item) => item.line_no)).size,
    sku_count: new Set(items.map((item) => item.product_id)).size,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    non_compliant_count: new Set(items.filter((item) => !item.strategy_compliant).map((item) => item.line_no)).size,
    notes,
    status: 'Completado',
    user: { id: user.id, username: user.username },
    cancelled_at: null,
    updated_at: now,
    cancelled_by: null,
    items,
  };
}

/** The item row of one allocation of line `index`. */
export function itemInsert(
  orderId: number,
  index: number,
  row: StockRow,
  quantity: number,
  scanned: Omit<ReturnType<typeof scannedData>, 'custom'>,
  verdict: LotCompliance,
): EgressItemInsert {
  return {
    egress_order_id: orderId,
    line_no: index + 1,
    product_id: row.product_id,
    location_id: row.location_id,
    lot_number: row.lot_number || null,
    serial_number: row.serial_number || null,
    expiry_date: row.expiry_date || null,
    quantity,
    ...scanned,
    strategy_compliant: verdict.compliant ? 1 : 0,
    strategy_warning: verdict.warning,
    deviation_reason: null,
    deviation_text: null,
  };
}
