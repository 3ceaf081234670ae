// analyze-orders: location overlap of every pair of orders (from their reservations
// or, when not allocated, from the stock their strategy would take: shared / union, one decimal),
// the zones they draw from with their order counts, and the orders by priority.
import { formatNumberCL, overlappingPairs, type WaveAnalysis, type WaveRecommendation } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { orderFacts } from './wave-order-facts';

export async function analyzeOrders(db: Kysely<Database>, orderIds: readonly number[]): Promise<WaveAnalysis> {
  const ids = [...new Set(orderIds)];
  if (ids.length < 2)
    throw new AppError('VALIDATION_ERROR', 'Debe seleccionar al menos 2 órdenes para analizar', {
      order_ids: 'Debe seleccionar al menos 2 órdenes para analizar',
    });
  const { facts, locations } = await orderFacts(db, ids);
  const missing = ids.filter((id) => !facts.some((f) => f.id === id));
  if (missing.length)
    throw new AppError('NOT_FOUND', `Órdenes no encontradas: ${missing.join(', ')}`, undefined, { order_ids: missing });
  const numberOf = new Map(facts.map((f) => [f.id, f.order_number]));

  const pairs = overlappingPairs(facts.map((f) => ({ id: f.id, location_ids: new Set(f.location_ids) }))).map((p) => ({
    order_ids: p.order_ids,
    order_numbers: p.order_ids.map((id) => numberOf.get(id)!),
    overlap_percentage: p.overlap_percentage,
    shared_locations: p.shared_locations,
  }));

  const zones = new Map<number, { zone_id: number; zone_name: string; order_ids: number[]; order_count: number }>();
  for (const f of facts) {
    for (const zoneId of new Set(f.location_ids.map((loc) => locations.get(loc)!.zone_id))) {
      const info = locations.get(f.location_ids.find((loc) => locations.get(loc)!.zone_id === zoneId)!)!;
      const zone = zones.get(zoneId) ?? { zone_id: zoneId, zone_name: info.zone_name, order_ids: [], order_count: 0 };
      zone.order_ids.push(f.id);
      zone.order_count++;
      zones.set(zoneId, zone);
    }
  }
  const priorities: Record<string, number[]> = {};
  for (const f of facts) (priorities[String(f.priority)] ??= []).push(f.id);

  const recommendations: WaveRecommendation[] = [];
  if (pairs.length) {
    const best = pairs[0]!;
    recommendations.push({
      type: 'location_overlap',
      description: `${pairs.length} ${pairs.length === 1 ? 'par de órdenes comparte' : 'pares de órdenes comparten'} ubicaciones (máximo ${formatNumberCL(best.overlap_percentage, 1, 1)} % entre ${best.order_numbers.join(' y ')}): recogerlas en la misma ola evita recorrer dos veces las mismas ubicaciones`,
      order_pairs: pairs,
    });
  }
  const shared = [...zones.values()]
    .filter((z) => z.order_count > 1)
    .sort((a, b) => b.order_count - a.order_count || a.zone_id - b.zone_id);
  if (shared.length) {
    recommendations.push({
      type: 'zone_grouping',
      description: `Agrupar por zona: ${shared.map((z) => `${z.zone_name} (${z.order_count} órdenes)`).join(', ')}`,
      groups: shared.map(({ zone_id, zone_name, order_count }) => ({ zone_id, zone_name, order_count })),
    });
  }
  return {
    total_orders: facts.length,
    recommendations,
    analysis: {
      location_overlap: Object.fromEntries(pairs.map((p) => [p.order_ids.join('-'), p])),
      zone_distribution: Object.fromEntries([...zones.values()].map((z) => [String(z.zone_id), z])),
      priority_groups: priorities,
    },
  };
}
