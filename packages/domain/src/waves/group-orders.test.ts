import { describe, expect, it } from 'vitest';
import { groupOrders, type GroupableOrder } from './group-orders';

const limits = { max_orders_per_wave: 10, max_locations_per_wave: 20, max_items_per_wave: 50 };
const order = (id: number, location_ids: number[], extra: Partial<GroupableOrder> = {}): GroupableOrder => ({
  id,
  priority: 1,
  required_date: null,
  units: 1,
  location_ids,
  warehouse_id: 1,
  ...extra,
});
const ids = (groups: GroupableOrder[][]) => groups.map((g) => g.map((o) => o.id));

describe('groupOrders', () => {
  it('puts together the orders that share locations', () => {
    const orders = [order(1, [1, 2]), order(2, [8, 9]), order(3, [1, 2]), order(4, [9, 8])];
    expect(ids(groupOrders(orders, { ...limits, max_orders_per_wave: 2 }))).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('respects the orders, locations and units limits', () => {
    const orders = Array.from({ length: 30 }, (_, i) => order(i + 1, [i % 7, ((i * 3) % 11) + 100], { units: (i % 4) + 1 }));
    const tight = { max_orders_per_wave: 4, max_locations_per_wave: 5, max_items_per_wave: 8 };
    const groups = groupOrders(orders, tight);
    expect(
      groups
        .flat()
        .map((o) => o.id)
        .sort((a, b) => a - b),
    ).toEqual(orders.map((o) => o.id));
    for (const group of groups) {
      expect(group.length).toBeLessThanOrEqual(4);
      expect(new Set(group.flatMap((o) => o.location_ids)).size).toBeLessThanOrEqual(5);
      expect(group.reduce((s, o) => s + o.units, 0)).toBeLessThanOrEqual(8);
    }
  });

  it('seeds with the most urgent order and keeps an oversized order alone', () => {
    const orders = [order(1, [1], { units: 5 }), order(2, [1], { units: 60, priority: 5 }), order(3, [1], { units: 5 })];
    expect(ids(groupOrders(orders, limits))).toEqual([[2], [1, 3]]);
  });

  it('never mixes warehouses', () => {
    const orders = [order(1, [1]), order(2, [1], { warehouse_id: 2 }), order(3, [1])];
    expect(ids(groupOrders(orders, limits))).toEqual([[1, 3], [2]]);
  });

  it('prefers the earlier required date among equal priorities', () => {
    const orders = [order(1, [1], { required_date: '2026-12-10' }), order(2, [2], { required_date: '2026-12-01' })];
    expect(ids(groupOrders(orders, { ...limits, max_orders_per_wave: 1 }))).toEqual([[2], [1]]);
  });
});
