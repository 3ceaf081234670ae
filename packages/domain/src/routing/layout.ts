// Warehouse layout for picking routes: a single block of parallel aisles
// with a cross aisle at the front (where the origin is) and one at the back. A location's
// coordinates come from its aisle (which aisle, left to right), rack (bay along the aisle),
// position (slot inside the bay) and level (height); its zone and location weights add costs.

/** A location as stored: the text coordinates of `locations` plus its zone's weight. */
export interface LayoutLocation {
  id: number;
  code: string;
  aisle: string | null;
  rack: string | null;
  level: string | null;
  position: string | null;
  zone_id: number | null;
  zone_weight: number;
  /** Location weight (route weight: higher is harder to reach). */
  weight: number;
}

/** Dimensions of the model, in metres (and metres of walking per level of height). */
export interface LayoutParams {
  /** Centre-to-centre distance between two aisles. */
  aisleSpacing: number;
  /** Length of one rack bay along the aisle. */
  rackLength: number;
  /** Length of one position (slot) inside a bay. */
  positionLength: number;
  /** Depth of each cross aisle (front and back) before the first and after the last bay. */
  crossAisleDepth: number;
  /** Walking-equivalent cost of climbing (or lowering to) one level. */
  levelCost: number;
  /** Cost of changing zones, multiplied by the mean weight of both zones. */
  zoneChangeCost: number;
  /** Cost of reaching a location, multiplied by the location's weight. */
  accessCost: number;
  /** Walking speed with a cart, metres per minute. */
  walkSpeed: number;
  /** Handling time of one stop (minutes), multiplied by the location's weight. */
  stopMinutes: number;
  /** Handling time of one unit (minutes). */
  unitMinutes: number;
}

export const DEFAULT_LAYOUT_PARAMS: LayoutParams = {
  aisleSpacing: 3,
  rackLength: 1.5,
  positionLength: 0.5,
  crossAisleDepth: 2,
  levelCost: 1.5,
  zoneChangeCost: 6,
  accessCost: 0.5,
  walkSpeed: 50,
  stopMinutes: 0.3,
  unitMinutes: 0.05,
};

/** A point of the model: where a location is and what reaching it costs. */
export interface RoutePoint {
  /** Across the aisles (aisle index × spacing). */
  x: number;
  /** Along the aisle, 0 at the front cross aisle. */
  y: number;
  /** Levels above the floor (level 1 is 0). */
  z: number;
  aisle_index: number | null;
  rack_number: number | null;
  level_number: number | null;
  zone_key: number | null;
  zone_weight: number;
  weight: number;
}

export interface Layout {
  params: LayoutParams;
  /** Aisle labels in walking order (index = position left to right). */
  aisles: string[];
  /** y of the back cross aisle. */
  depth: number;
  rackLength: number;
  points: Map<number, RoutePoint>;
  /** The origin (shipping or picking location, else the front of the first aisle). */
  origin: RoutePoint;
}

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

/** The number a coordinate carries ('03' → 3, 'R2' → 2); null when it has none. */
export function coordinateNumber(value: string | null | undefined): number | null {
  if (value == null) return null;
  const match = /\d+/.exec(value);
  return match ? Number(match[0]) : null;
}

function label(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Builds the layout of one warehouse from all its locations (so that aisle indices do not depend
 * on which stops a route has). `originId` names the origin location; a location without an aisle
 * (or no origin) stands at the front cross aisle, at the mouth of the first aisle.
 */
export function buildLayout(
  locations: readonly LayoutLocation[],
  originId: number | null = null,
  params: LayoutParams = DEFAULT_LAYOUT_PARAMS,
): Layout {
  const aisles = [...new Set(locations.map((l) => label(l.aisle)).filter((a): a is string => a !== null))].sort(collator.compare);
  const aisleIndex = new Map(aisles.map((a, i) => [a, i]));
  // Racks without a number are ordered by their label after the numbered ones.
  const rackLabels = [
    ...new Set(locations.map((l) => label(l.rack)).filter((r): r is string => r !== null && coordinateNumber(r) === null)),
  ].sort(collator.compare);
  const maxNumberedRack = Math.max(0, ...locations.map((l) => coordinateNumber(l.rack) ?? 0));
  const rackNumber = (rack: string | null): number | null => {
    const text = label(rack);
    if (text === null) return null;
    return coordinateNumber(text) ?? maxNumberedRack + 1 + rackLabels.indexOf(text);
  };
  const maxPosition = Math.max(1, ...locations.map((l) => coordinateNumber(l.position) ?? 1));
  const rackLength = Math.max(params.rackLength, maxPosition * params.positionLength);
  const maxRack = Math.max(1, maxNumberedRack + rackLabels.length);
  const depth = 2 * params.crossAisleDepth + maxRack * rackLength;

  const points = new Map<number, RoutePoint>();
  for (const location of locations) {
    const aisle = label(location.aisle);
    const index = aisle === null ? null : aisleIndex.get(aisle)!;
    const rack = rackNumber(location.rack);
    const level = coordinateNumber(location.level);
    const position = Math.min(maxPosition, Math.max(1, coordinateNumber(location.position) ?? 1));
    const inAisle = index !== null;
    points.set(location.id, {
      x: inAisle ? index * params.aisleSpacing : 0,
      y: inAisle ? params.crossAisleDepth + ((rack ?? 1) - 1) * rackLength + (position - 0.5) * (rackLength / maxPosition) : 0,
      z: Math.max(0, (level ?? 1) - 1),
      aisle_index: index,
      rack_number: rack,
      level_number: level,
      zone_key: location.zone_id,
      zone_weight: finiteOr(location.zone_weight, 1),
      weight: finiteOr(location.weight, 1),
    });
  }
  const origin: RoutePoint =
    originId !== null && points.has(originId)
      ? { ...points.get(originId)!, z: 0, zone_key: null, zone_weight: 0, weight: 0 }
      : { x: 0, y: 0, z: 0, aisle_index: null, rack_number: null, level_number: null, zone_key: null, zone_weight: 0, weight: 0 };
  return { params, aisles, depth, rackLength, points, origin };
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}
