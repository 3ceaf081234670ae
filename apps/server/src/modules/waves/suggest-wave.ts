// suggest-wave: the pending orders in no open wave that meet the criteria (priority
// at least the minimum, the warehouse their stock comes from, required before the date), grouped
// by the domain's groupOrders (seed with the most urgent, grow by shared locations within the
// limits; docs/waves.md). Nothing is reserved: locations come from the stock their strategy would take.
import { groupOrders, suggestionEfficiency, type WaveSuggest, type WaveSuggestions } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { orderFacts } from './wave-order-facts';
import { readWaveSettings } from './wave-settings.repository';
import { suggestionCandidates } from './waves.repository';

export async function suggestWaves(db: Kysely<Database>, input: WaveSuggest): Promise<WaveSuggestions> {
  const { criteria } = input;
  const required = criteria.required_date_before ? new Date(criteria.required_date_before).toISOString() : null;
  const ids = await suggestionCandidates(db, { priority: criteria.priority, required_date_before: required });
  const { facts } = await orderFacts(db, ids);
  const candidates = facts.filter(
    (f) => f.location_ids.length > 0 && (criteria.warehouse_id == null || f.warehouse_id === criteria.warehouse_id),
  );
  const limits = await readWaveSettings(db);
  const groups = groupOrders(candidates, limits);
  const waves = groups.map((group, index) => ({
    wave_number: index + 1,
    order_ids: group.map((o) => o.id),
    order_numbers: group.map((o) => (o as (typeof candidates)[number]).order_number),
    order_count: group.length,
    total_items: group.reduce((s, o) => s + o.units, 0),
    estimated_locations: new Set(group.flatMap((o) => o.location_ids)).size,
    priority_range: { min: Math.min(...group.map((o) => o.priority)), max: Math.max(...group.map((o) => o.priority)) },
    customers: [...new Set(group.map((o) => (o as (typeof candidates)[number]).customer_name))],
  }));
  return {
    total_orders_analyzed: candidates.length,
    suggested_wave_count: waves.length,
    efficiency_metrics: suggestionEfficiency(waves, limits.max_locations_per_wave),
    suggested_waves: waves,
  };
}
