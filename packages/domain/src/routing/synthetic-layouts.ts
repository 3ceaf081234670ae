// Layouts for the routing tests and the benchmark: a grid of aisles × racks × levels.
import type { LayoutLocation } from './layout';

/** A deterministic pseudo-random generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Locations of a grid: aisles 'P01'…, racks '01'…, levels '1'…; `zones` consecutive aisle bands
 * get zone ids 1.. and weights from `zoneWeight`; codes are 'P01-01-1', or 'INS-P01-01-1' with
 * `zoneCodes`.
 */
export function gridLocations(options: {
  aisles: number;
  racks: number;
  levels: number;
  zones?: number;
  zoneWeight?: (zone: number) => number;
  locationWeight?: (aisle: number, rack: number, level: number) => number;
  /** Code prefix of each zone (1-based order), as the demo names locations ('INS-A01-1'). */
  zoneCodes?: readonly string[];
}): LayoutLocation[] {
  const zones = options.zones ?? 1;
  const locations: LayoutLocation[] = [];
  let id = 1;
  for (let a = 1; a <= options.aisles; a++) {
    const zone = Math.min(zones, 1 + Math.floor(((a - 1) * zones) / options.aisles));
    for (let r = 1; r <= options.racks; r++) {
      for (let l = 1; l <= options.levels; l++) {
        const aisle = `P${String(a).padStart(2, '0')}`;
        const rack = String(r).padStart(2, '0');
        locations.push({
          id: id++,
          code: `${options.zoneCodes ? `${options.zoneCodes[zone - 1]}-` : ''}${aisle}-${rack}-${l}`,
          aisle,
          rack,
          level: String(l),
          position: '1',
          zone_id: zone,
          zone_weight: options.zoneWeight?.(zone) ?? 1,
          weight: options.locationWeight?.(a, r, l) ?? 1,
        });
      }
    }
  }
  return locations;
}

/** `count` distinct locations drawn at random. */
export function sampleLocations<T>(locations: readonly T[], count: number, random: () => number): T[] {
  const pool = [...locations];
  const chosen: T[] = [];
  for (let i = 0; i < count && pool.length; i++) {
    const index = Math.floor(random() * pool.length);
    chosen.push(pool[index]!);
    pool[index] = pool[pool.length - 1]!;
    pool.pop();
  }
  return chosen;
}
