import {
  defaultEstimatedDelivery,
  DISPATCH_MESSAGES,
  shipmentStatusChangeError,
  type Shipment,
  type ShipmentCreate,
  type ShipmentStatus,
  type ShipmentTracking,
  type ShipmentUpdate,
} from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { carrierCodesMatching } from './carriers/carriers.repository';
import { assertCarrierUsable } from './carriers/manage-carriers';
import { lockShipment, shipmentById, shipmentsQuery, shipmentViews } from './despachos.repository';
import { shipmentLabelPdf } from './label-pdf';
import { manifestData, storeManifest } from './manifest';
import { insertShipment } from './new-shipment';
import { moveOrders } from './order-status';
import { returnShipmentOrders } from './shipment-return';
import type { Tx } from '../../db/handle';

export interface ShipmentListQuery {
  status?: string | undefined;
  tracking?: string | undefined;
  carrier?: string | undefined;
  date_from?: string | undefined;
  archived?: 'false' | 'true' | 'all' | undefined;
  page: number;
  per_page: number;
}

const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Shipments with the spec's filters, newest first; archived ones only when asked (their history). */
export async function listShipments(deps: Deps, query: ShipmentListQuery): Promise<{ data: Shipment[]; total: number }> {
  const db = deps.db.kysely;
  let base = db.selectFrom('shipments');
  const archived = query.archived ?? 'false';
  if (archived === 'false') base = base.where('archived_at', 'is', null);
  if (archived === 'true') base = base.where('archived_at', 'is not', null);
  if (query.status) base = base.where('status', '=', query.status);
  if (query.tracking)
    base = base.where(sql`lower(coalesce(tracking_number, ''))`, 'like', sql`${like(query.tracking)} escape '\\'`);
  // The carrier text matches a carrier's code or name ('blue' finds bluexpress, 'Correos' correos).
  if (query.carrier) base = base.where('carrier', 'in', carrierCodesMatching(db, like(query.carrier)));
  if (query.date_from) base = base.where('ship_date', '>=', query.date_from.slice(0, 10));
  const count = await base.select(sql<number>`cast(count(*) as integer)`.as('n')).executeTakeFirstOrThrow();
  const ids = await base
    .select('id')
    .orderBy('ship_date', 'desc')
    .orderBy('id', 'desc')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  const rows = ids.length
    ? await shipmentsQuery(db)
        .where(
          'id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy('ship_date', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  return { data: await shipmentViews(db, rows), total: Number(count.n) };
}

export async function getShipment(db: Tx, id: number): Promise<Shipment> {
  const shipment = await shipmentById(db, id);
  if (!shipment) throw new AppError('NOT_FOUND', 'Envío no encontrado');
  return shipment;
}

/** POST /despachos/shipments: a manual shipment, always preparando; its number is the server's. */
export async function createShipment(deps: Deps, input: ShipmentCreate, userId: number): Promise<Shipment> {
  if (input.status !== 'preparando') {
    throw new AppError('VALIDATION_ERROR', 'Un envío nuevo se crea en estado preparando', {
      status: 'Un envío nuevo se crea en estado preparando',
    });
  }
  return deps.db.kysely.transaction().execute(async (trx) => {
    const { id } = await insertShipment(
      trx,
      { ...input, dock_id: null, dock_name: null, vehicle_plate: null, status: 'preparando' },
      userId,
    );
    return getShipment(trx, id);
  });
}

/**
 * PUT /despachos/shipments/{id}: fields and status. The status follows
 * shipmentStatusChangeError; delivered takes the shipment's orders to delivered, returned
 * (devuelto) takes them back to picked and out of their consolidation (shipment-return.ts).
 */
export async function updateShipment(deps: Deps, id: number, input: ShipmentUpdate): Promise<Shipment> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const current = await lockShipment(trx, id);
    if (!current) throw new AppError('NOT_FOUND', 'Envío no encontrado');
    const status = input.status ?? current.status;
    const refusal = shipmentStatusChangeError(current.status, status);
    if (refusal) throw new AppError('INVALID_STATE', refusal, { status: refusal });
    if (input.carrier !== undefined) await assertCarrierUsable(trx, input.carrier, current.carrier);
    const shipDate = input.ship_date?.slice(0, 10) ?? current.ship_date;
    const estimated =
      input.estimated_delivery !== undefined
        ? (input.estimated_delivery?.slice(0, 10) ?? defaultEstimatedDelivery(shipDate))
        : current.estimated_delivery;
    const at = nowIso();
    await trx
      .updateTable('shipments')
      .set({
        carrier: input.carrier ?? current.carrier,
        tracking_number: input.tracking_number !== undefined ? input.tracking_number : current.tracking_number,
        ship_date: shipDate,
        estimated_delivery: estimated,
        notes: input.notes !== undefined ? input.notes : current.notes,
        status,
        ...(status === 'entregado' && current.status !== 'entregado' ? { delivered_at: at } : {}),
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
    if (status === 'entregado' && current.status !== 'entregado') await deliverOrders(trx, id);
    if (status === 'devuelto' && current.status !== 'devuelto') await returnShipmentOrders(trx, id, at);
    return getShipment(trx, id);
  });
}

/** The orders a delivered shipment carried become delivered. */
async function deliverOrders(trx: Tx, shipmentId: number): Promise<void> {
  const rows = await trx
    .selectFrom('consolidation_orders as co')
    .innerJoin('consolidations as c', 'c.id', 'co.consolidation_id')
    .select('co.order_id')
    .where('c.shipment_id', '=', shipmentId)
    .execute();
  await moveOrders(
    trx,
    rows.map((r) => r.order_id),
    ['shipped'],
    'delivered',
  );
}

/** PUT /shipments/{id}/status: the status alone, by the same rules. */
export function changeShipmentStatus(deps: Deps, id: number, status: ShipmentStatus): Promise<Shipment> {
  return updateShipment(deps, id, { status, estimated_delivery: undefined });
}

/** PUT /despachos/shipments/{id}/track: records the carrier's tracking number. */
export function trackShipment(
  deps: Deps,
  id: number,
  input: { tracking_number: string; carrier?: ShipmentUpdate['carrier'] },
): Promise<Shipment> {
  return updateShipment(deps, id, {
    tracking_number: input.tracking_number,
    estimated_delivery: undefined,
    ...(input.carrier ? { carrier: input.carrier } : {}),
  });
}

/** DELETE /despachos/shipments/{id}: archives (hidden from the main list, kept in history). */
export async function archiveShipment(deps: Deps, id: number): Promise<Shipment> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const current = await lockShipment(trx, id);
    if (!current) throw new AppError('NOT_FOUND', 'Envío no encontrado');
    if (current.archived_at) throw new AppError('INVALID_STATE', `El envío ${current.shipment_number} ya está archivado`);
    await trx.updateTable('shipments').set({ archived_at: nowIso(), updated_at: nowIso() }).where('id', '=', id).execute();
    return getShipment(trx, id);
  });
}

/** GET /despachos/shipments/{id}/tracking: the tracking answer. */
export async function shipmentTrackingOf(deps: Deps, id: number): Promise<ShipmentTracking> {
  const shipment = await getShipment(deps.db.kysely, id);
  return {
    shipment_number: shipment.shipment_number,
    carrier: shipment.carrier,
    carrier_name: shipment.carrier_name,
    tracking_number: shipment.tracking_number,
    status: shipment.status,
    url: shipment.tracking_url,
    message: shipment.tracking_message,
  };
}

/** The stored manifest, byte for byte as generated. */
export async function manifestBytes(deps: Deps, id: number): Promise<{ filename: string; bytes: Buffer }> {
  const row = await deps.db.kysely
    .selectFrom('shipments')
    .select(['pdf_generated', 'pdf_filename', 'manifest_pdf'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Envío no encontrado');
  if (!Number(row.pdf_generated) || !row.manifest_pdf || !row.pdf_filename)
    throw new AppError('INVALID_STATE', DISPATCH_MESSAGES.noManifest);
  return { filename: row.pdf_filename, bytes: Buffer.from(row.manifest_pdf) };
}

/** POST regenerate-manifest: rebuilds the manifest from the shipment as it is now. */
export async function regenerateManifest(deps: Deps, id: number): Promise<Shipment> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const current = await lockShipment(trx, id);
    if (!current) throw new AppError('NOT_FOUND', 'Envío no encontrado');
    await storeManifest(trx, id);
    return getShipment(trx, id);
  });
}

/** POST generate-label: the shipment's label, made from its current data (not stored). */
export async function shipmentLabel(deps: Deps, id: number): Promise<{ filename: string; bytes: Buffer }> {
  const data = await manifestData(deps.db.kysely, id);
  return { filename: `etiqueta_${data.shipment_number}.pdf`, bytes: await shipmentLabelPdf(data) };
}
