import { CLINICAL_SERVICE_LOCATION_TYPE, isIrreversibleState } from '@bodega/domain';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { commitments, type EventContext, type Ledger } from '../ledger';
import { ordersLoseReservations } from '../orders';
import type { Tx } from '../../db/handle';
import { deviceStock, findDeviceRow, markRecallUnitRemoved, openHoldsOfRows, type DeviceRow } from './devices.repository';

/**
 * A clinical service is a LOCATION, not a custody record (decision documented in docs/devices.md):
 * each service owns one location of this type, in the zone 'SERVICIOS CLÍNICOS' of a warehouse.
 * Receiving a transfer is a ledger TRANSFER into it, so inventory, event log and recall see the
 * service's custody with the ordinary stock queries. Put-away only offers storage/picking
 * locations and goods issues skip this type, so nothing is stored in or issued from a service.
 */
export const SERVICE_LOCATION_TYPE = CLINICAL_SERVICE_LOCATION_TYPE;

export async function findDevice(trx: Tx, id: number): Promise<DeviceRow> {
  const device = await findDeviceRow(trx, id);
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

/**
 * Holds every free unit of the device (quarantine, maintenance, lost): reservations on them are
 * displaced (a pending transfer then cannot be received; an order loses them and goes back to
 * pending allocation). Each hold gets a HOLD event.
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
    await stock.note(row, 'HOLD', { ...ctx, description: `${deviceLabel(device)} retenido: ${reason}` });
    held += amount;
  }
  return held;
}

/** Ends the device's own holds (device states); a recall's hold is not a state's to end. */
export async function releaseDevice(stock: Ledger, trx: Tx, device: DeviceRow, ctx: EventContext): Promise<number> {
  const rows = await deviceStock(trx, device);
  if (rows.length === 0) return 0;
  const holds = await openHoldsOfRows(
    trx,
    rows.map((row) => row.id),
  );
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
    await stock.note(row, 'RELEASE', { ...ctx, description: `${deviceLabel(device)} liberado` });
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
        await markRecallUnitRemoved(trx, hold.id, type === 'DAMAGE' ? 'destruido' : 'devuelto_proveedor', ctx.user_id);
      }
      removed += hold.quantity;
    }
  }
  return removed;
}
