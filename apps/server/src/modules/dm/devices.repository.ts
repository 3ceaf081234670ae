import { sql } from 'kysely';
import type { InventoryRow } from '../../db/schema';
import { chunks } from '../../lib/chunks';
import { nowIso } from '../../lib/clock';
import type { Tx } from '../../db/handle';

/* SQL of the DM devices (devices.ts): their stable ids, their rows in stock, their state history and holds. */

export interface DeviceRow {
  id: number;
  product_id: number;
  lot_number: string;
  serial_number: string;
  product_name: string;
  sku: string;
  barcode: string | null;
  codigo_fabrica: string | null;
  description: string | null;
  tipo_dm: string | null;
  categorizacion_implantable: string | null;
}

export interface DeviceStockRow extends InventoryRow {
  location_code: string;
  location_description: string | null;
  location_type: string;
  service_id: number | null;
  service_nombre: string | null;
}

/**
 * Gives every unit of a priority device in stock its stable id (product + lot + serial). Receipts
 * write stock without knowing about devices, so the DM reads call this first; it only inserts
 * what is missing and a concurrent call loses nothing (ON CONFLICT DO NOTHING). A device found in
 * stock for the first time starts its history as 'Disponible', dated at its unit's first receipt,
 * so a received device never reads 'Sin Estado'.
 */
export async function ensureDevices(trx: Tx, productId?: number): Promise<void> {
  const at = nowIso();
  const created = await trx
    .insertInto('dm_devices')
    .columns(['product_id', 'lot_number', 'serial_number', 'created_at'])
    .expression((eb) => {
      let query = eb
        .selectFrom('inventory as i')
        .innerJoin('products as p', 'p.id', 'i.product_id')
        .select(['i.product_id', 'i.lot_number', 'i.serial_number', sql<string>`cast(${at} as text)`.as('created_at')])
        .distinct()
        .where('p.es_dm_priorizado', '=', 1)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('dm_devices as d')
                .select('d.id')
                .whereRef('d.product_id', '=', 'i.product_id')
                .whereRef('d.lot_number', '=', 'i.lot_number')
                .whereRef('d.serial_number', '=', 'i.serial_number'),
            ),
          ),
        );
      if (productId !== undefined) query = query.where('i.product_id', '=', productId);
      return query;
    })
    .onConflict((oc) => oc.columns(['product_id', 'lot_number', 'serial_number']).doNothing())
    .returning(['id', 'product_id', 'lot_number', 'serial_number'])
    .execute();
  for (const batch of chunks(created, 200)) await recordFirstStates(trx, batch, at);
}

/** The first state ('Disponible') of devices just given their id, at their unit's first receipt when it is known. */
async function recordFirstStates(
  trx: Tx,
  devices: ReadonlyArray<{ id: number; product_id: number; lot_number: string; serial_number: string }>,
  at: string,
): Promise<void> {
  const receipts = await trx
    .selectFrom('traceability_events')
    .select(['product_id', 'lot_number', 'serial_number'])
    .select((eb) => eb.fn.min('created_at').as('received_at'))
    .where('event_type', '=', 'RECEPTION')
    .where('product_id', 'in', [...new Set(devices.map((device) => device.product_id))])
    .groupBy(['product_id', 'lot_number', 'serial_number'])
    .execute();
  const receivedAt = new Map(
    receipts.map((r) => [`${r.product_id}|${r.lot_number ?? ''}|${r.serial_number ?? ''}`, String(r.received_at)]),
  );
  await trx
    .insertInto('dm_state_events')
    .values(
      devices.map((device) => {
        const received = receivedAt.get(`${device.product_id}|${device.lot_number}|${device.serial_number}`);
        return {
          device_id: device.id,
          estado_anterior: null,
          estado_nuevo: 'Disponible',
          fecha_evento: received ?? at,
          observaciones: received ? 'Recibido en bodega' : 'Registrado en stock',
          reference_type: 'recepcion',
          reference_id: null,
          user_id: null,
          created_at: at,
        };
      }),
    )
    .execute();
}

/** Inventory rows (`i`) with their location (`l`) and the clinical service owning it, if any (`cs`). */
export function stockWithService(db: Tx) {
  return db
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .leftJoin('clinical_services as cs', 'cs.location_id', 'l.id');
}

/** The device's inventory rows, with location and the clinical service owning it (if any). */
export async function deviceStock(
  trx: Tx,
  device: Pick<DeviceRow, 'product_id' | 'lot_number' | 'serial_number'>,
): Promise<DeviceStockRow[]> {
  return stockWithService(trx)
    .selectAll('i')
    .select([
      'l.code as location_code',
      'l.description as location_description',
      'l.location_type',
      'cs.id as service_id',
      'cs.nombre as service_nombre',
    ])
    .where('i.product_id', '=', device.product_id)
    .where('i.lot_number', '=', device.lot_number)
    .where('i.serial_number', '=', device.serial_number)
    .where('i.quantity', '>', 0)
    .orderBy('i.id')
    .execute();
}

/** The newest state of the device's history, or null ('Sin Estado'). */
export async function currentState(trx: Tx, deviceId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('dm_state_events')
    .select('estado_nuevo')
    .where('device_id', '=', deviceId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.estado_nuevo ?? null;
}

export interface StateRecord {
  estado_nuevo: string;
  fecha_evento: string;
  observaciones: string;
  motivo_devolucion?: string | null;
  motivo_cuarentena?: string | null;
  metodo_destruccion?: string | null;
  acta_destruccion?: string | null;
  reference_type?: string | null;
  reference_id?: number | null;
}

export async function recordState(
  trx: Tx,
  deviceId: number,
  previous: string | null,
  record: StateRecord,
  userId: number | null,
): Promise<number> {
  const row = await trx
    .insertInto('dm_state_events')
    .values({
      device_id: deviceId,
      estado_anterior: previous,
      estado_nuevo: record.estado_nuevo,
      fecha_evento: record.fecha_evento,
      observaciones: record.observaciones,
      motivo_devolucion: record.motivo_devolucion ?? null,
      motivo_cuarentena: record.motivo_cuarentena ?? null,
      metodo_destruccion: record.metodo_destruccion ?? null,
      acta_destruccion: record.acta_destruccion ?? null,
      reference_type: record.reference_type ?? null,
      reference_id: record.reference_id ?? null,
      user_id: userId,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A device with its product's fields, or undefined. */
export function findDeviceRow(trx: Tx, id: number): Promise<DeviceRow | undefined> {
  return trx
    .selectFrom('dm_devices as d')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .select([
      'd.id',
      'd.product_id',
      'd.lot_number',
      'd.serial_number',
      'p.name as product_name',
      'p.sku',
      'p.barcode',
      'p.codigo_fabrica',
      'p.description',
      'p.tipo_dm',
      'p.categorizacion_implantable',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/** The open holds of the given inventory rows, with the number of the recall behind a recall's hold. */
export function openHoldsOfRows(trx: Tx, inventoryIds: number[]) {
  return trx
    .selectFrom('stock_holds as h')
    .leftJoin('recalls as r', (join) => join.onRef('r.id', '=', 'h.reason_id').on('h.reason_type', '=', 'retiro'))
    .select(['h.id', 'h.reason_type', 'h.inventory_id', 'r.numero'])
    .where('h.inventory_id', 'in', inventoryIds)
    .where('h.released_at', 'is', null)
    .execute();
}

/** A recall's unit whose hold ended in a removal: destroyed or returned to its supplier. */
export async function markRecallUnitRemoved(
  trx: Tx,
  holdId: number,
  estado: 'destruido' | 'devuelto_proveedor',
  userId: number | null,
): Promise<void> {
  await trx
    .updateTable('recall_units')
    .set({ estado, resolved_at: nowIso(), resolved_by: userId })
    .where('hold_id', '=', holdId)
    .execute();
}

type UnitKey = Pick<DeviceRow, 'product_id' | 'lot_number' | 'serial_number'>;

/** When the unit's first RECEPTION event was written, if any. */
export async function firstReceptionEventAt(trx: Tx, unit: UnitKey): Promise<string | null> {
  const event = await trx
    .selectFrom('traceability_events')
    .select((eb) => eb.fn.min('created_at').as('first'))
    .where('event_type', '=', 'RECEPTION')
    .where('product_id', '=', unit.product_id)
    .where(sql<string>`coalesce(lot_number, '')`, '=', unit.lot_number)
    .where(sql<string>`coalesce(serial_number, '')`, '=', unit.serial_number)
    .executeTakeFirst();
  return event?.first ?? null;
}

/** The earliest conformity date of a receipt line (of a receipt not cancelled) naming the unit. */
export async function firstConformityDate(trx: Tx, unit: UnitKey): Promise<string | null> {
  const line = await trx
    .selectFrom('transaction_details as d')
    .innerJoin('transactions as t', 't.id', 'd.transaction_id')
    .select((eb) => eb.fn.min('d.fecha_recepcion_conforme').as('first'))
    .where('t.cancelled_at', 'is', null)
    .where('d.product_id', '=', unit.product_id)
    .where(sql<string>`coalesce(d.lot_number, '')`, '=', unit.lot_number)
    .where(sql<string>`coalesce(d.serial_number, '')`, '=', unit.serial_number)
    .executeTakeFirst();
  return line?.first ?? null;
}
