import { INGRESO_MESSAGES, zoneCapacityStatus, zoneHasCapacityFor } from '@bodega/domain';
import { AppError } from '../../lib/app-error';
import { lockZones, zoneUsage, zonesForReceipt } from './receipt-refs.repository';
import type { Tx } from '../../db/handle';

/**
 * The zone-capacity rule (domain zoneHasCapacityFor), per zone that units are about
 * to enter, checked after locking those zones so concurrent writers cannot both take the last
 * room. Receipts and a product's initial stock both pass here.
 */
export async function assertZoneCapacity(
  db: Tx,
  unitsByZone: Map<number, number>,
  chosenZoneId: number | null | undefined,
): Promise<void> {
  const ids = [...unitsByZone.keys()];
  await lockZones(db, ids);
  const zones = await zonesForReceipt(db, ids);
  const usage = await zoneUsage(db, ids);
  for (const [zoneId, units] of unitsByZone) {
    const zone = zones.get(zoneId);
    if (!zone) continue;
    const current = { capacity: zone.capacity, current_usage: usage.get(zoneId) ?? 0 };
    if (zoneHasCapacityFor(current, units)) continue;
    const status = zoneCapacityStatus(current);
    const message =
      zoneId === chosenZoneId
        ? INGRESO_MESSAGES.zoneWithoutCapacity
        : `La zona ${zone.name} no tiene capacidad suficiente para este ingreso`;
    throw new AppError('CAPACITY_EXCEEDED', message, undefined, {
      zone_id: zoneId,
      zone_name: zone.name,
      capacity: status.capacity,
      current_usage: status.usage,
      available: status.available,
      requested: units,
    });
  }
}
