import { dateRuleDay } from '@bodega/domain';
import { sql } from 'kysely';
import type { Tx } from '../../db/handle';
import { type DeviceRow } from './devices.repository';

/**
 * The day a unit (product, lot, serial) was first received: the earlier of its first RECEPTION
 * event and the conformity date of a receipt line naming it; null when neither is known.
 */
export async function unitReceiptDay(
  trx: Tx,
  unit: Pick<DeviceRow, 'product_id' | 'lot_number' | 'serial_number'>,
): Promise<string | null> {
  const event = await trx
    .selectFrom('traceability_events')
    .select((eb) => eb.fn.min('created_at').as('first'))
    .where('event_type', '=', 'RECEPTION')
    .where('product_id', '=', unit.product_id)
    .where(sql<string>`coalesce(lot_number, '')`, '=', unit.lot_number)
    .where(sql<string>`coalesce(serial_number, '')`, '=', unit.serial_number)
    .executeTakeFirst();
  const line = await trx
    .selectFrom('transaction_details as d')
    .innerJoin('transactions as t', 't.id', 'd.transaction_id')
    .select((eb) => eb.fn.min('d.fecha_recepcion_conforme').as('first'))
    .where('t.cancelled_at', 'is', null)
    .where('d.product_id', '=', unit.product_id)
    .where(sql<string>`coalesce(d.lot_number, '')`, '=', unit.lot_number)
    .where(sql<string>`coalesce(d.serial_number, '')`, '=', unit.serial_number)
    .executeTakeFirst();
  const days = [event?.first, line?.first].map((value) => dateRuleDay(value ?? null)).filter((day) => day !== null);
  return days.length ? days.sort()[0]! : null;
}
