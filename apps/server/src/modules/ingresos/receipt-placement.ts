import { INGRESO_MESSAGES } from '@bodega/domain';
import { fail } from './receipt-checks';
import type { Checked, Placement, ReceiptContext, ReceiptLine } from './receipt.types';
import { locationsForReceipt, zoneLocations, type LocationForReceipt, type ZoneForReceipt } from './receipt-refs.repository';

/**
 * Where each line lands (receipt placement), first rule that applies:
 *  1. its destination_location_id, when the user gave one ('destination');
 *  2. the product's default location, when it is in the chosen zone (or no zone was chosen)
 *     ('product_default');
 *  3. the chosen zone's first location of type 'receiving' ('zone_receiving');
 *  4. the chosen zone's location with most free units, counting what earlier lines of this
 *     receipt already put there ('most_free').
 */
export async function placeLines(
  c: ReceiptContext,
  zone: ZoneForReceipt | null,
  lines: readonly ReceiptLine[],
  checked: Pick<Checked, 'products' | 'locations'>,
  field: 'items' | 'details',
): Promise<Placement[]> {
  const defaults = await locationsForReceipt(c.trx, [
    ...new Set([...checked.products.values()].flatMap((p) => (p.location_id ? [p.location_id] : []))),
  ]);
  const inZone = zone ? await zoneLocations(c.trx, zone.id) : [];
  const receiving = inZone.find((location) => location.location_type === 'receiving');
  const free = new Map(inZone.map((location) => [location.id, location.capacity - location.used]));
  const asLocation = (row: (typeof inZone)[number]): LocationForReceipt => ({
    id: row.id,
    zone_id: zone!.id,
    code: row.code,
    location_type: row.location_type,
    capacity: row.capacity,
  });
  const fields: Record<string, string> = {};
  const placements = lines.map((line, index): Placement | null => {
    if (line.destination_location_id)
      return { location: checked.locations.get(line.destination_location_id)!, rule: 'destination' };
    const product = checked.products.get(line.product_id)!;
    const home = product.location_id ? defaults.get(product.location_id) : undefined;
    if (home && (!zone || home.zone_id === zone.id)) return { location: home, rule: 'product_default' };
    if (!zone) {
      fields.zone_id = INGRESO_MESSAGES.zoneRequired;
      fields[`${field}.${index}.destination_location_id`] = 'Indique la ubicación de destino o la zona del ingreso';
      return null;
    }
    if (receiving) return { location: asLocation(receiving), rule: 'zone_receiving' };
    let best: (typeof inZone)[number] | undefined;
    for (const location of inZone) if (!best || free.get(location.id)! > free.get(best.id)!) best = location;
    if (!best) {
      fields.zone_id = `La zona ${zone.name} no tiene ubicaciones; cree una o indique la ubicación de destino`;
      return null;
    }
    free.set(best.id, free.get(best.id)! - line.quantity);
    return { location: asLocation(best), rule: 'most_free' };
  });
  if (Object.keys(fields).length) fail(fields);
  return placements as Placement[];
}
