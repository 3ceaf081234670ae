import { dateRuleDay } from '@bodega/domain';
import type { Tx } from '../../db/handle';
import { firstConformityDate, firstReceptionEventAt, type DeviceRow } from './devices.repository';

/**
 * The day a unit (product, lot, serial) was first received: the earlier of its first RECEPTION
 * event and the conformity date of a receipt line naming it; null when neither is known.
 */
export async function unitReceiptDay(
  trx: Tx,
  unit: Pick<DeviceRow, 'product_id' | 'lot_number' | 'serial_number'>,
): Promise<string | null> {
  const event = await firstReceptionEventAt(trx, unit);
  const line = await firstConformityDate(trx, unit);
  const days = [event, line].map((value) => dateRuleDay(value)).filter((day) => day !== null);
  return days.length ? days.sort()[0]! : null;
}
