import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { consolidationOrdersQuery } from './despachos.repository';
import { manifestPdf, type ManifestData } from './manifest-pdf';
import type { Tx } from '../../db/handle';

/**
 * What the manifest of a shipment lists: each consolidation, its orders with customer and
 * address, and the units picked for each order line (lot, serial, expiry from the picking list;
 * a line never picked shows its ordered quantity without them).
 */
export async function manifestData(db: Tx, shipmentId: number): Promise<ManifestData> {
  const shipment = await db
    .selectFrom('shipments as s')
    .leftJoin('carriers as k', 'k.code', 's.carrier')
    .select([
      's.id',
      's.shipment_number',
      's.ship_date',
      's.estimated_delivery',
      's.carrier',
      'k.name as carrier_name',
      's.tracking_number',
      's.vehicle_plate',
      's.dock_name',
      's.notes',
      's.status',
    ])
    .where('s.id', '=', shipmentId)
    .executeTakeFirst();
  if (!shipment) throw new AppError('NOT_FOUND', 'Envío no encontrado');
  const consolidations = await db
    .selectFrom('consolidations')
    .select(['id', 'consolidation_number'])
    .where('shipment_id', '=', shipmentId)
    .orderBy('id')
    .execute();
  const consolidationIds = consolidations.map((c) => c.id);
  const orders = consolidationIds.length
    ? await consolidationOrdersQuery(db, consolidationIds)
        .select([
          'co.consolidation_id',
          'o.id',
          'o.order_number',
          'c.name as customer_name',
          'c.tax_id',
          'o.shipping_address',
          'o.shipping_city',
          'o.shipping_country',
        ])
        .execute()
    : [];
  const orderIds = orders.map((o) => o.id);
  const lines = orderIds.length
    ? await db
        .selectFrom('order_lines as ol')
        .innerJoin('products as p', 'p.id', 'ol.product_id')
        .select(['ol.id', 'ol.order_id', 'ol.line_no', 'ol.quantity', 'p.sku', 'p.name'])
        .where('ol.order_id', 'in', orderIds)
        .orderBy('ol.order_id')
        .orderBy('ol.line_no')
        .execute()
    : [];
  const picked = orderIds.length
    ? await db
        .selectFrom('picking_list_items as i')
        .innerJoin('picking_lists as l', 'l.id', 'i.picking_list_id')
        .select(['i.order_line_id', 'i.lot_number', 'i.serial_number', 'i.expiry_date', 'i.quantity_picked'])
        .where('l.order_id', 'in', orderIds)
        .where('l.status', '<>', 'cancelled')
        .where('i.quantity_picked', '>', 0)
        .orderBy('i.sequence')
        .execute()
    : [];
  return {
    shipment_number: shipment.shipment_number,
    ship_date: shipment.ship_date,
    estimated_delivery: shipment.estimated_delivery,
    carrier: shipment.carrier,
    carrier_name: shipment.carrier_name ?? shipment.carrier,
    tracking_number: shipment.tracking_number,
    vehicle_plate: shipment.vehicle_plate,
    dock_name: shipment.dock_name,
    notes: shipment.notes,
    consolidations: consolidations.map((c) => ({
      consolidation_number: c.consolidation_number,
      orders: orders
        .filter((o) => o.consolidation_id === c.id)
        .map((o) => ({
          order_number: o.order_number,
          customer_name: o.customer_name,
          customer_tax_id: o.tax_id,
          address: [o.shipping_address, o.shipping_city, o.shipping_country].filter(Boolean).join(', ') || null,
          lines: lines
            .filter((l) => l.order_id === o.id)
            .flatMap((l) => {
              const units = picked.filter((p) => p.order_line_id === l.id);
              if (units.length === 0)
                return [{ sku: l.sku, description: l.name, quantity: l.quantity, lot: null, serial: null, expiry: null }];
              return units.map((u) => ({
                sku: l.sku,
                description: l.name,
                quantity: u.quantity_picked,
                lot: u.lot_number || null,
                serial: u.serial_number || null,
                expiry: u.expiry_date || null,
              }));
            }),
        })),
    })),
  };
}

export function manifestFilename(shipmentNumber: string): string {
  return `manifiesto_${shipmentNumber}.pdf`;
}

/** Builds the manifest from the shipment as it is now and stores its bytes (generate or regenerate). */
export async function storeManifest(trx: Tx, shipmentId: number): Promise<void> {
  const data = await manifestData(trx, shipmentId);
  const bytes = await manifestPdf(data);
  const at = nowIso();
  await trx
    .updateTable('shipments')
    .set({
      manifest_pdf: bytes,
      pdf_generated: 1,
      pdf_filename: manifestFilename(data.shipment_number),
      pdf_generated_at: at,
      updated_at: at,
    })
    .where('id', '=', shipmentId)
    .execute();
}
