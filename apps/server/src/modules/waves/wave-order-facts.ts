// What grouping and analysis know of an order: its units and the locations they are (or would
// be) taken from. An allocated order's locations are its reservations; the part of a line not yet
// reserved is planned as its strategy would take it today (a dry run: nothing is reserved).
import { santiagoDay, type GroupableOrder } from '@bodega/domain';
import { sql } from 'kysely';
import { planTakes, rowsInStrategyOrder, lineRule, ORDER_SOURCE, pickedByLine, candidateRows } from '../orders';
import { WAVE_ORDER_COLUMNS } from './waves.repository';
import type { Tx } from '../../db/handle';

export interface OrderFacts extends GroupableOrder {
  order_number: string;
  customer_name: string;
  status: string;
  /** Units per location (reserved, or planned when not reserved). */
  units_at: Map<number, number>;
  /** Units no stock covers (neither reserved nor available). */
  uncovered: number;
}

export interface LocationInfo {
  id: number;
  code: string;
  zone_id: number;
  zone_name: string;
  warehouse_id: number;
}

export async function locationInfo(db: Tx, ids: readonly number[]): Promise<Map<number, LocationInfo>> {
  const out = new Map<number, LocationInfo>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .selectFrom('locations as l')
      .innerJoin('zones as z', 'z.id', 'l.zone_id')
      .select(['l.id', 'l.code', 'l.zone_id', 'z.name as zone_name', 'z.warehouse_id'])
      .where('l.id', 'in', unique.slice(i, i + 1000))
      .execute();
    for (const row of rows) out.set(row.id, { ...row, zone_id: row.zone_id! });
  }
  return out;
}

/**
 * Facts of the given orders (missing ids are left out), in the order asked. `plan` false reads
 * reservations only (after allocation, for the lists); true also plans the unreserved rest.
 */
export async function orderFacts(
  db: Tx,
  orderIds: readonly number[],
  plan = true,
): Promise<{ facts: OrderFacts[]; locations: Map<number, LocationInfo> }> {
  if (!orderIds.length) return { facts: [], locations: new Map() };
  const headers = await db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(WAVE_ORDER_COLUMNS)
    .select('o.picking_strategy')
    .where('o.id', 'in', [...orderIds])
    .execute();
  const lines = await db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('line_no')
    .execute();
  const reservations = await db
    .selectFrom('stock_reservations')
    .select(['source_id', 'source_line_id', 'location_id', sql<number>`cast(sum(quantity) as integer)`.as('quantity')])
    .where('source_type', '=', ORDER_SOURCE)
    .where('source_id', 'in', [...orderIds])
    .groupBy(['source_id', 'source_line_id', 'location_id'])
    .execute();
  const picked = await pickedByLine(db, orderIds);
  const reservedByLine = new Map<number, number>();
  for (const r of reservations)
    reservedByLine.set(r.source_line_id!, (reservedByLine.get(r.source_line_id!) ?? 0) + Number(r.quantity));
  const today = santiagoDay();
  const candidates = plan ? await candidateRows(db, [...new Set(lines.map((l) => l.product_id))], today) : new Map();

  const byId = new Map(headers.map((h) => [h.id, h]));
  const facts: OrderFacts[] = [];
  for (const id of orderIds) {
    const header = byId.get(id);
    if (!header) continue;
    const unitsAt = new Map<number, number>();
    const addAt = (loc: number, qty: number) => unitsAt.set(loc, (unitsAt.get(loc) ?? 0) + qty);
    for (const r of reservations) if (r.source_id === id) addAt(r.location_id, Number(r.quantity));
    let uncovered = 0;
    let units = 0;
    const free = new Map<number, number>();
    for (const line of lines) {
      if (line.order_id !== id) continue;
      const open = line.quantity - (picked.get(line.id) ?? 0);
      const need = open - (reservedByLine.get(line.id) ?? 0);
      units += Math.max(0, open);
      if (need <= 0) continue;
      if (!plan) {
        uncovered += need;
        continue;
      }
      const { strategy, criterion } = lineRule(
        { ...line, product_name: '', product_sku: '', unit_of_measure: '' } as never,
        header.picking_strategy,
        {},
      );
      const takes = planTakes(rowsInStrategyOrder(candidates.get(line.product_id) ?? [], strategy, criterion), need, free);
      let got = 0;
      for (const take of takes) {
        addAt(take.row.location_id, take.quantity);
        got += take.quantity;
      }
      uncovered += need - got;
    }
    facts.push({
      id,
      order_number: header.order_number,
      customer_name: header.customer_name,
      status: header.status,
      priority: header.priority,
      required_date: header.required_date,
      units,
      units_at: unitsAt,
      uncovered,
      location_ids: [...unitsAt.keys()],
      warehouse_id: null,
    });
  }
  const locations = await locationInfo(
    db,
    facts.flatMap((f) => f.location_ids),
  );
  for (const f of facts) {
    // An order's warehouse is the one most of its units come from.
    const perWarehouse = new Map<number, number>();
    for (const [loc, qty] of f.units_at) {
      const w = locations.get(loc)?.warehouse_id;
      if (w !== undefined) perWarehouse.set(w, (perWarehouse.get(w) ?? 0) + qty);
    }
    f.warehouse_id = [...perWarehouse.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;
  }
  return { facts, locations };
}
