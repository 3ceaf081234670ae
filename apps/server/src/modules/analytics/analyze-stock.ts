import {
  abcSummary,
  analysisPeriod,
  classifyDin,
  daysBetween,
  hasEnoughDemandHistory,
  isLowStock,
  kpiChanges,
  kpiSnapshot,
  predictDemand,
  reorderPoint,
  santiagoDay,
  stockDeficit,
  valuationCents,
  type AbcCategory,
  type AnalyticsQuery,
  type DemandQuery,
  type RotationQuery,
} from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { pageOffset } from '../../lib/sql-list';
import { firstEvents, productEvents } from './analytics-events.repository';
import { abcOf, allProducts, annualDemand, remember, rotationRows, round1, round2 } from './analytics-memo';

/* The analytics dashboard: KPIs, ABC and DIN, low stock, rotation and the demand forecast. */

export async function analyticsKpis(deps: Deps, query: AnalyticsQuery) {
  return remember(deps, 'kpis', query, async () => {
    const period = analysisPeriod(query.time_range);
    const [products, events] = await Promise.all([
      allProducts(deps, query.warehouse_id),
      productEvents(deps.db.kysely, period.previous.from, period.from, period.to, query.warehouse_id),
    ]);
    const { current, previous } = kpiSnapshot(
      products.map((p) => {
        const e = events.get(p.id);
        return {
          stock: p.stock,
          min_stock: p.min_stock,
          valuation_cents: valuationCents(p),
          existed_current: p.created_at < period.to,
          existed_previous: p.created_at < period.previous.to,
          net_since_current: e?.net_split ?? 0,
          net_since_previous: e?.net_all ?? 0,
          outbound_current: e?.out_after ?? 0,
          outbound_previous: e?.out_before ?? 0,
          net_value_since_current: e?.net_value_split ?? 0,
          net_value_since_previous: e?.net_value_all ?? 0,
          outbound_value_current: e?.out_value_after ?? 0,
          outbound_value_previous: e?.out_value_before ?? 0,
          movements_current: e?.moves_after ?? 0,
          movements_previous: e?.moves_before ?? 0,
        };
      }),
    );
    const split = (f: typeof current) => ({
      inventory_kpis: {
        total_products: f.total_products,
        active_products: f.active_products,
        total_stock: f.total_stock,
        total_value: f.total_value,
        low_stock_products: f.low_stock_products,
      },
      operational_kpis: { monthly_movements: f.monthly_movements, inventory_turnover: f.inventory_turnover },
    });
    return {
      period: { time_range: period.time_range, start_date: period.start_date, end_date: period.end_date, days: period.days },
      previous_period: {
        start_date: period.previous.start_date,
        end_date: period.previous.end_date,
        days: period.previous.days,
      },
      ...split(current),
      previous: split(previous),
      changes: kpiChanges(current, previous),
    };
  });
}

export async function abcAnalysis(deps: Deps, query: AnalyticsQuery) {
  return remember(deps, 'abc', query, async () => {
    const [products, demand] = await Promise.all([allProducts(deps, query.warehouse_id), annualDemand(deps, query.warehouse_id)]);
    const { values, classes } = abcOf(products, demand);
    const rows = products.map((p) => ({ category: classes.get(p.id) ?? null, value: values.get(p.id) ?? null }));
    const totalValue = rows.reduce((sum, r) => sum + (r.value ?? 0), 0);
    const summary = abcSummary(rows).map((r) => ({
      ...r,
      percentage: round1(r.percentage),
      value: round2(r.value),
      value_percentage: totalValue > 0 ? round1((r.value / totalValue) * 100) : 0,
    }));
    return {
      categories: totalValue > 0 ? summary : [],
      total_value: round2(totalValue),
      classified_products: totalValue > 0 ? rows.filter((r) => r.category !== null).length : 0,
      unclassified_products: rows.filter((r) => r.category === null).length,
    };
  });
}

export async function dinAnalysis(deps: Deps, query: AnalyticsQuery) {
  return remember(deps, 'din', query, async () => {
    const products = await allProducts(deps, query.warehouse_id);
    const counts = { D: 0, I: 0, N: 0 };
    let without = 0;
    for (const p of products) {
      const din = classifyDin(p);
      if (din) counts[din] += 1;
      else without += 1;
    }
    const classified = counts.D + counts.I + counts.N;
    return {
      categories:
        classified === 0
          ? []
          : (['D', 'I', 'N'] as const).map((category) => ({
              category,
              count: counts[category],
              percentage: round1((counts[category] / classified) * 100),
            })),
      classified_products: classified,
      without_dimensions: without,
    };
  });
}

export async function lowStockProducts(
  deps: Deps,
  query: AnalyticsQuery & { search?: string | undefined; page: number; per_page: number },
) {
  const search = query.search?.toLowerCase();
  const low = await remember(deps, 'low-stock', query.warehouse_id ?? null, async () =>
    (await allProducts(deps, query.warehouse_id))
      .filter((p) => p.status === 'Activo' && isLowStock(p.stock, p.min_stock))
      .map((p) => {
        const point = reorderPoint(p.min_stock, p.safety_stock);
        return {
          id: p.id,
          sku: p.sku,
          name: p.name,
          min_stock: p.min_stock,
          current_stock: p.stock,
          deficit: stockDeficit(p.min_stock, p.stock),
          abc_category: (p.abc_category as AbcCategory | null) ?? null,
          reorder_point: point,
          safety_stock: p.safety_stock,
          /** Up to the maximum stock, at least to the reorder point. */
          suggested_quantity: Math.max(point, p.max_stock) - p.stock,
        };
      })
      .sort((a, b) => b.deficit - a.deficit || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)),
  );
  const rows = search ? low.filter((p) => p.sku.toLowerCase().includes(search) || p.name.toLowerCase().includes(search)) : low;
  const start = pageOffset(query.page, query.per_page);
  return { rows: rows.slice(start, start + query.per_page), total: rows.length };
}

export async function rotationRanking(deps: Deps, query: RotationQuery & { search?: string | undefined; limit: number }) {
  const rows = await rotationRows(deps, query);
  const search = query.search?.toLowerCase();
  const found = [];
  for (const r of rows) {
    if (search && !r.sku.toLowerCase().includes(search) && !r.name.toLowerCase().includes(search)) continue;
    found.push(r);
    if (found.length >= query.limit) break;
  }
  return found;
}

/** Per product and month, with at least 30 days of history. */
async function computeDemand(deps: Deps, query: DemandQuery) {
  const period = analysisPeriod(query.time_range);

  let ids = query.product_ids;
  const rotation = await rotationRows(deps, { warehouse_id: query.warehouse_id, days: period.days });
  const byId = new Map(rotation.map((r) => [r.id, r]));
  if (ids.length === 0) {
    ids = rotation
      .filter((r) => r.total_movements > 0)
      .slice(0, 5)
      .map((r) => r.id);
  }
  const first = await remember(deps, 'first-events', ids, () => firstEvents(deps.db.kysely, ids));
  const today = santiagoDay();
  return {
    months: query.months,
    period: { start_date: period.start_date, end_date: period.end_date },
    products: ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const since = first.get(id);
      const historyDays = since ? daysBetween(since, today) : 0;
      const enough = hasEnoughDemandHistory(historyDays);
      return [
        {
          product_id: id,
          sku: r.sku,
          name: r.name,
          rotation_index: r.rotation_index,
          total_movements: r.total_movements,
          history_days: historyDays,
          enough_history: enough,
          points: enough ? predictDemand(r, query.months) : [],
        },
      ];
    }),
  };
}

/** Per product and month, with at least 30 days of history. */
export function demandForecast(deps: Deps, query: DemandQuery) {
  return remember(deps, 'demand', query, () => computeDemand(deps, query));
}
