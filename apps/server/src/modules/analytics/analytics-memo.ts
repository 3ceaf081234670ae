import { annualValue, classifyAbc, lastDays, averageStock, rotationIndex, santiagoDay, valuationCents } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createVersionedMemo, type VersionedMemo } from '../inventory';
import { outbound, productEvents } from './analytics-events.repository';
import { productFigures, type ProductFigures } from './analytics-products.repository';

/*
 * The aggregates every analytics answer starts from (products with their figures, annual demand,
 * rotation), remembered until the database changes (SQLite), so the dashboard's cards and repeated
 * filters do not rescan them.
 */

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** The 365 Santiago days ending today: annual demand (ABC, cost table). */
export function lastYear() {
  return lastDays(365);
}

// One memo per database: answers are reused only while the database version is unchanged.
const memos = new WeakMap<Kysely<Database>, VersionedMemo>();

export function remember<T>(deps: Deps, name: string, key: unknown, compute: () => Promise<T>): Promise<T> {
  const db = deps.db.kysely;
  let memo = memos.get(db);
  if (!memo) {
    memo = createVersionedMemo(db, deps.db.dialect === 'sqlite');
    memos.set(db, memo);
  }
  return memo.get(`analytics:${name}:${santiagoDay()}:${JSON.stringify(key)}`, compute);
}

export function annualDemand(deps: Deps, warehouseId?: number) {
  return remember(deps, 'annual-demand', warehouseId ?? null, () => {
    const year = lastYear();
    return outbound(deps.db.kysely, year.from, year.to, warehouseId);
  });
}

export function allProducts(deps: Deps, warehouseId?: number) {
  return remember(deps, 'products', warehouseId ?? null, () => productFigures(deps.db.kysely, warehouseId));
}

/** ABC by annual value (annual demand × average cost, else unit price) over the given products. */
export function abcOf(products: readonly ProductFigures[], demand: Map<number, number>) {
  const values = products.map((p) => {
    const cents = valuationCents(p);
    return {
      id: p.id,
      value: annualValue({ annual_demand: demand.get(p.id) ?? 0, average_cost: cents == null ? null : cents / 100 }),
    };
  });
  return { values: new Map(values.map((v) => [v.id, v.value])), classes: classifyAbc(values) };
}

/** Every product's rotation, highest first (remembered sorted: the chart and the dialog only filter and cut). */
export async function rotationRows(deps: Deps, query: { warehouse_id?: number | undefined; days: number }) {
  return remember(deps, 'rotation', { warehouse_id: query.warehouse_id ?? null, days: query.days }, async () => {
    const range = lastDays(query.days);
    const [products, events] = await Promise.all([
      allProducts(deps, query.warehouse_id),
      productEvents(deps.db.kysely, range.from, range.from, range.to, query.warehouse_id),
    ]);
    return products
      .map((p) => {
        const e = events.get(p.id);
        const total = e?.out_after ?? 0;
        const average = averageStock(p.stock, e?.net_split ?? 0);
        return {
          id: p.id,
          sku: p.sku,
          name: p.name,
          category: p.category || null,
          rotation_index: round2(rotationIndex(total, average)),
          total_movements: total,
          average_stock: round2(average),
        };
      })
      .sort((a, b) => b.rotation_index - a.rotation_index || b.total_movements - a.total_movements || a.id - b.id);
  });
}
