// Wave grouping (docs/waves.md): which orders are picked together.
//
// Algorithm ("seed and grow by shared locations"), per warehouse, since one batch list walks one
// warehouse:
// 1. Orders in urgency order: priority high to low (5 Crítica first), then the earliest required
//    date (none last), then the oldest id.
// 2. The most urgent order not yet placed seeds a new group.
// 3. The group grows one order at a time: among the orders not yet placed that still fit the
//    limits (orders per wave, distinct locations per wave, units per wave), it takes the one that
//    shares the most locations with the group; ties go to the one adding the fewest new
//    locations, then to urgency order. Orders sharing nothing still join (fewest new locations
//    first) while the limits allow, since one walk for two orders beats two walks.
// 4. When nothing fits, the group is closed and step 2 starts the next one.
// An order larger than a limit on its own (more units or locations) forms a group by itself:
// orders are never split between waves.
// Cost: each step reads every unplaced order once, with the shared counts kept up to date through
// an index of the orders at each location: O(n² + Σ locations × orders per location).

export interface WaveLimits {
  max_orders_per_wave: number;
  max_locations_per_wave: number;
  max_items_per_wave: number;
}

export interface GroupableOrder {
  id: number;
  priority: number;
  /** ISO date or date-time; null when none. */
  required_date: string | null;
  /** Units of the order (the sum of its lines' quantities). */
  units: number;
  /** Location ids its units are (or would be) taken from. */
  location_ids: readonly number[];
  /** Groups never mix warehouses (null: any warehouse key of its own). */
  warehouse_id: number | null;
}

/** Urgency order: priority 5 first, earliest required date, oldest id. */
export function compareUrgency(a: GroupableOrder, b: GroupableOrder): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  const ad = a.required_date ?? '\uffff';
  const bd = b.required_date ?? '\uffff';
  if (ad !== bd) return ad < bd ? -1 : 1;
  return a.id - b.id;
}

/** Groups the orders into waves within the limits (see the algorithm above); each group in placement order. */
export function groupOrders(orders: readonly GroupableOrder[], limits: WaveLimits): GroupableOrder[][] {
  const byWarehouse = new Map<number | null, GroupableOrder[]>();
  for (const order of orders) {
    const list = byWarehouse.get(order.warehouse_id);
    if (list) list.push(order);
    else byWarehouse.set(order.warehouse_id, [order]);
  }
  const groups: { first: GroupableOrder; members: GroupableOrder[] }[] = [];
  for (const part of byWarehouse.values()) {
    for (const members of groupPartition([...part].sort(compareUrgency), limits)) groups.push({ first: members[0]!, members });
  }
  return groups.sort((a, b) => compareUrgency(a.first, b.first)).map((g) => g.members);
}

function groupPartition(sorted: readonly GroupableOrder[], limits: WaveLimits): GroupableOrder[][] {
  const n = sorted.length;
  const locations = sorted.map((order) => [...new Set(order.location_ids)]);
  const atLocation = new Map<number, number[]>();
  locations.forEach((locs, index) => {
    for (const loc of locs) {
      const list = atLocation.get(loc);
      if (list) list.push(index);
      else atLocation.set(loc, [index]);
    }
  });
  const placed = new Uint8Array(n);
  const shared = new Int32Array(n);
  const groups: GroupableOrder[][] = [];
  let next = 0;
  while (next < n) {
    if (placed[next]) {
      next++;
      continue;
    }
    const groupLocs = new Set<number>();
    const touched: number[] = [];
    const members: GroupableOrder[] = [];
    let units = 0;
    const add = (index: number) => {
      placed[index] = 1;
      members.push(sorted[index]!);
      units += sorted[index]!.units;
      for (const loc of locations[index]!) {
        if (groupLocs.has(loc)) continue;
        groupLocs.add(loc);
        for (const other of atLocation.get(loc)!) {
          if (!placed[other]) {
            if (shared[other] === 0) touched.push(other);
            shared[other]!++;
          }
        }
      }
    };
    add(next);
    while (members.length < limits.max_orders_per_wave) {
      let best = -1;
      let bestShared = -1;
      let bestAdded = Infinity;
      for (let i = next + 1; i < n; i++) {
        if (placed[i]) continue;
        const s = shared[i]!;
        const added = locations[i]!.length - s;
        if (units + sorted[i]!.units > limits.max_items_per_wave) continue;
        if (groupLocs.size + added > limits.max_locations_per_wave) continue;
        if (s > bestShared || (s === bestShared && added < bestAdded)) {
          best = i;
          bestShared = s;
          bestAdded = added;
        }
      }
      if (best < 0) break;
      add(best);
    }
    for (const index of touched) shared[index] = 0;
    groups.push(members);
  }
  return groups;
}
