import { CLINICAL_SERVICE_LOCATION_TYPE, isIrreversibleState } from '@bodega/domain';
import { sql } from 'kysely';
import type { InventoryRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { commitments, type EventContext, type Ledger } from '../ledger';
import { ordersLoseReservations } from '../orders';
import type { Tx } from '../../db/handle';

/**
 * A clinical service is a LOCATION, not a custody record (decision documented in docs/devices.md):
 * each service owns one location of this type, in the zone 'SERVICIOS CLÍNICOS' of a warehouse.
 * Receiving a transfer is a ledger TRANSFER into it, so inventory, event log and recall see the
 * service's custody with the ordinary stock queries. Put-away only offers storage/picking
 * locations and goods issues skip this type, so nothing is stored in or issued from a service.
 */
export const SERVICE_LOCATION_TYPE = CLINICAL_SERVICE_LOCATION_TYPE;

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
 * what is missing and a concurrent call loses nothing (ON CONFLICT DO NOTHING).
 */
export async function ensureDevices(trx: Tx, productId?: number): Promise<void> {
  const at = nowIso();
  await trx
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
    .execute();
}

export async function findDevice(trx: Tx, id: number): Promise<DeviceRow> {
  const device = await trx
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
  if (!device)
    throw new AppError('NOT_FOUND', 'Dispositivo médico no encontrado', {
      inventory_item_id: 'Dispositivo médico no encontrado',
    });
  return device;
}

/** The device's name for messages: product, SKU and serial or lot. */
export function deviceLabel(device: Pick<DeviceRow, 'product_name' | 'sku' | 'lot_number' | 'serial_number'>): string {
  const unit = device.serial_number ? ` serie ${device.serial_number}` : device.lot_number ? ` lote ${device.lot_number}` : '';
  return `${device.product_name} (${device.sku})${unit}`;
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

/** Destruido/Eliminado and Retirado are final: nothing may change the device afterwards. */
export function assertNotTerminal(state: string | null, device: DeviceRow): void {
  if (isIrreversibleState(state)) {
    throw new AppError(
      'INVALID_STATE',
      `El dispositivo ${deviceLabel(device)} está en estado ${state}, que es definitivo; no admite más cambios`,
      undefined,
      {
        estado_actual: state,
      },
    );
  }
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

/**
 * Holds every free unit of the device (quarantine, maintenance, lost): reservations on them are
 * displaced (a pending transfer then cannot be received; an order loses them and goes back to
 * pending allocation). Each hold gets a QUALITY_CHECK event.
 */
export async function holdDevice(stock: Ledger, trx: Tx, device: DeviceRow, reason: string, ctx: EventContext): Promise<number> {
  const holds = commitments(trx);
  let held = 0;
  for (const row of await deviceStock(trx, device)) {
    const amount = row.quantity - row.held_quantity;
    if (amount <= 0) continue;
    const { displaced } = await holds.hold(
      row.id,
      'all',
      { reason_type: 'dm_estado', reason_id: device.id, notes: reason },
      ctx.user_id,
      { displaceReservations: true },
    );
    await ordersLoseReservations(trx, displaced, `${deviceLabel(device)} en ${reason}`, nowIso());
    await stock.note(row, 'QUALITY_CHECK', { ...ctx, description: `${deviceLabel(device)} retenido: ${reason}` });
    held += amount;
  }
  return held;
}

/** Ends the device's own holds (device states); a recall's hold is not a state's to end. */
export async function releaseDevice(stock: Ledger, trx: Tx, device: DeviceRow, ctx: EventContext): Promise<number> {
  const rows = await deviceStock(trx, device);
  if (rows.length === 0) return 0;
  const holds = await trx
    .selectFrom('stock_holds as h')
    .leftJoin('recalls as r', (join) => join.onRef('r.id', '=', 'h.reason_id').on('h.reason_type', '=', 'retiro'))
    .select(['h.id', 'h.reason_type', 'h.inventory_id', 'r.numero'])
    .where(
      'h.inventory_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('h.released_at', 'is', null)
    .execute();
  const recall = holds.find((hold) => hold.reason_type === 'retiro');
  if (recall) {
    throw new AppError(
      'STOCK_HELD',
      `${deviceLabel(device)} está retenido por el retiro ${recall.numero ?? ''}; se resuelve desde ese retiro, no con un cambio de estado`,
    );
  }
  const tool = commitments(trx);
  let released = 0;
  for (const hold of holds) {
    if (hold.reason_type !== 'dm_estado') continue;
    const done = await tool.releaseHold(hold.id, ctx.user_id);
    const row = rows.find((r) => r.id === hold.inventory_id)!;
    await stock.note(row, 'QUALITY_CHECK', { ...ctx, description: `${deviceLabel(device)} liberado` });
    released += done.quantity;
  }
  return released;
}

/**
 * Takes every unit of the device out of stock (destruction, withdrawal, return to supplier): held
 * units through their hold (a recall's unit is marked with what happened), free units after
 * holding them (reservations displaced). One DAMAGE or RETURN event per row.
 */
export async function removeDevice(
  stock: Ledger,
  trx: Tx,
  device: DeviceRow,
  type: 'DAMAGE' | 'RETURN',
  ctx: EventContext,
): Promise<number> {
  const tool = commitments(trx);
  let removed = 0;
  for (const row of await deviceStock(trx, device)) {
    const free = row.quantity - row.held_quantity;
    if (free > 0) {
      const { displaced } = await tool.hold(
        row.id,
        'all',
        { reason_type: 'dm_estado', reason_id: device.id, notes: ctx.description ?? null },
        ctx.user_id,
        { displaceReservations: true },
      );
      await ordersLoseReservations(trx, displaced, ctx.description ?? deviceLabel(device), nowIso());
    }
    for (const hold of await tool.activeHolds({ inventory_id: row.id })) {
      await tool.removeHeld(stock, hold.id, type, ctx, ctx.user_id);
      if (hold.reason_type === 'retiro') {
        await trx
          .updateTable('recall_units')
          .set({
            estado: type === 'DAMAGE' ? 'destruido' : 'devuelto_proveedor',
            resolved_at: nowIso(),
            resolved_by: ctx.user_id,
          })
          .where('hold_id', '=', hold.id)
          .execute();
      }
      removed += hold.quantity;
    }
  }
  return removed;
}
