import {
  abcSummary,
  analysisPeriod,
  annualValue,
  averageStock,
  centsToPesos,
  classifyAbc,
  classifyDin,
  daysBetween,
  formatUnitPriceText,
  hasEnoughDemandHistory,
  isLowStock,
  kpiChanges,
  kpiSnapshot,
  lastDays,
  pesosToCents,
  predictDemand,
  productCostStatus,
  reorderPoint,
  rotationIndex,
  santiagoDay,
  stockDeficit,
  valuationCents,
  type AbcCategory,
  type AnalyticsQuery,
  type CostProductsQuery,
  type CostUpdate,
  type DemandQuery,
  type RotationQuery,
  type TimeRange,
} from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { createVersionedMemo } from '../inventory/versioned-memo';
import { analyticsRepository, type ProductFigures } from './analytics.repository';

const round2 = (value: number) => Math.round(value * 100) / 100;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The 365 Santiago days ending today: annual demand (ABC, cost table). */
function lastYear() {
  return lastDays(365);
}

export function analyticsService(app: FastifyInstance) {
  const db = app.db.kysely;
  const repo = analyticsRepository(db);
  // Aggregates over every product and the ledger's events are remembered until the database
  // changes (SQLite), so the dashboard's cards and repeated filters do not rescan them.
  const memo = createVersionedMemo(db, app.db.dialect === 'sqlite');
  const remember = <T>(name: string, key: unknown, compute: () => Promise<T>) =>
    memo.get(`analytics:${name}:${santiagoDay()}:${JSON.stringify(key)}`, compute);

  function annualDemand(warehouseId?: number) {
    return remember('annual-demand', warehouseId ?? null, () => {
      const year = lastYear();
      return repo.outbound(year.from, year.to, warehouseId);
    });
  }

  function allProducts(warehouseId?: number) {
    return remember('products', warehouseId ?? null, () => repo.products(warehouseId));
  }

  /** ABC by annual value (annual demand × average cost, else unit price) over the given products. */
  function abcOf(products: readonly ProductFigures[], demand: Map<number, number>) {
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
  async function rotationRows(query: { warehouse_id?: number | undefined; days: number }) {
    return remember('rotation', { warehouse_id: query.warehouse_id ?? null, days: query.days }, async () => {
      const range = lastDays(query.days);
      const [products, events] = await Promise.all([
        allProducts(query.warehouse_id),
        repo.events(range.from, range.from, range.to, query.warehouse_id),
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

  function costRow(p: ProductFigures, annual: number, periodDemand: number) {
    const cents = valuationCents(p);
    const unitPrice = centsToPesos(p.unit_price_cents);
    return {
      id: p.id,
      sku: p.sku,
      name: p.name,
      category: p.category || null,
      unit_price: unitPrice,
      unit_price_display: unitPrice == null ? '' : formatUnitPriceText(unitPrice),
      unit_price_numeric: unitPrice ?? 0,
      average_cost: centsToPesos(p.average_cost_cents),
      annual_demand: annual,
      period_demand: periodDemand,
      /** Annual value in pesos: annual demand × average cost (else unit price). */
      total_value: cents == null ? 0 : round2((annual * cents) / 100),
      lead_time_days: p.lead_time_days,
      safety_stock: p.safety_stock,
      min_stock: p.min_stock,
      max_stock: p.max_stock,
      abc_category: (p.abc_category as AbcCategory | null) ?? null,
      status: productCostStatus({ status: p.status, current_stock: p.stock, min_stock: p.min_stock }),
      available_quantity: p.stock,
      has_stock: p.stock > 0,
      unit_of_measure: p.unit_of_measure,
    };
  }

  /** Spec 3 §9: per product and month, with at least 30 days of history. */
  async function computeDemand(query: DemandQuery) {
    const period = analysisPeriod(query.time_range);

    let ids = query.product_ids;
    const rotation = await rotationRows({ warehouse_id: query.warehouse_id, days: period.days });
    const byId = new Map(rotation.map((r) => [r.id, r]));
    if (ids.length === 0) {
      ids = rotation
        .filter((r) => r.total_movements > 0)
        .slice(0, 5)
        .map((r) => r.id);
    }
    const first = await remember('first-events', ids, () => repo.firstEvents(ids));
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

  return {
    async kpis(query: AnalyticsQuery) {
      return remember('kpis', query, async () => {
        const period = analysisPeriod(query.time_range);
        const [products, events] = await Promise.all([
          allProducts(query.warehouse_id),
          repo.events(period.previous.from, period.from, period.to, query.warehouse_id),
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
    },

    async abc(query: AnalyticsQuery) {
      return remember('abc', query, async () => {
        const [products, demand] = await Promise.all([allProducts(query.warehouse_id), annualDemand(query.warehouse_id)]);
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
    },

    async din(query: AnalyticsQuery) {
      return remember('din', query, async () => {
        const products = await allProducts(query.warehouse_id);
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
    },

    async lowStock(query: AnalyticsQuery & { search?: string | undefined; page: number; per_page: number }) {
      const search = query.search?.toLowerCase();
      const low = await remember('low-stock', query.warehouse_id ?? null, async () =>
        (await allProducts(query.warehouse_id))
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
      const rows = search
        ? low.filter((p) => p.sku.toLowerCase().includes(search) || p.name.toLowerCase().includes(search))
        : low;
      const start = (query.page - 1) * query.per_page;
      return { rows: rows.slice(start, start + query.per_page), total: rows.length };
    },

    async rotation(query: RotationQuery & { search?: string | undefined; limit: number }) {
      const rows = await rotationRows(query);
      const search = query.search?.toLowerCase();
      const found = [];
      for (const r of rows) {
        if (search && !r.sku.toLowerCase().includes(search) && !r.name.toLowerCase().includes(search)) continue;
        found.push(r);
        if (found.length >= query.limit) break;
      }
      return found;
    },

    /** Spec 3 §9: per product and month, with at least 30 days of history. */
    demand(query: DemandQuery) {
      return remember('demand', query, () => computeDemand(query));
    },

    async costStatistics(timeRange: TimeRange) {
      return remember('cost-statistics', timeRange, async () => {
        const period = analysisPeriod(timeRange);
        const [products, outbound, orders] = await Promise.all([
          allProducts(),
          repo.outbound(period.from, period.to),
          repo.ordersSent(period.from, period.to),
        ]);
        let revenueCents = 0;
        const rows = products.flatMap((p) => {
          const quantity = outbound.get(p.id) ?? 0;
          if (quantity <= 0) return [];
          revenueCents += quantity * (p.unit_price_cents ?? 0);
          return [
            {
              id: p.id,
              average_price: centsToPesos(p.average_cost_cents),
              period_quantity: quantity,
              unit_price: centsToPesos(p.unit_price_cents),
            },
          ];
        });
        return {
          products: rows,
          period: { start_date: period.start_date, end_date: period.end_date },
          summary: { total_products: rows.length, total_orders: orders, total_revenue: revenueCents / 100 },
        };
      });
    },

    /**
     * The cost table: one page in SQL (filters, count, order by name), then the page's demand from
     * the daily rollup for those products only. Without paging (`all`), every matching product: the export.
     */
    async costProducts(query: CostProductsQuery, all = false) {
      const { rows, total } = await repo.costProducts(query, !all);
      const ids = all ? undefined : rows.map((p) => p.id);
      const year = lastYear();
      const period = analysisPeriod(query.time_range);
      const [annual, periodDemand] = await Promise.all([
        repo.outbound(year.from, year.to, undefined, ids),
        repo.outbound(period.from, period.to, undefined, ids),
      ]);
      return { rows: rows.map((p) => costRow(p, annual.get(p.id) ?? 0, periodDemand.get(p.id) ?? 0)), total };
    },

    /** One product of the cost table, with the ABC class a recalculation would give it now. */
    async costProduct(id: number) {
      const [product] = await repo.products(undefined, [id]);
      if (!product) throw new AppError('NOT_FOUND', 'Producto no encontrado');
      const [all, annual] = await Promise.all([allProducts(), annualDemand()]);
      const { classes } = abcOf(all, annual);
      const period = analysisPeriod('this_year');
      const periodDemand = await repo.outbound(period.from, period.to);
      return {
        ...costRow(product, annual.get(id) ?? 0, periodDemand.get(id) ?? 0),
        suggested_abc_category: classes.get(id) ?? null,
      };
    },

    async setUnitPrice(id: number, unitPrice: number) {
      if (!(await repo.setUnitPrice(id, pesosToCents(unitPrice), nowIso())))
        throw new AppError('NOT_FOUND', 'Producto no encontrado');
    },

    /** 'Editar Costos': price, lead time, safety and maximum stock; cost and demand are calculated. */
    async updateCosts(id: number, input: CostUpdate) {
      const values: Parameters<typeof repo.updateCosts>[1] = {};
      if (input.unit_price !== undefined) values.unit_price_cents = pesosToCents(input.unit_price);
      if (input.lead_time_days !== undefined) values.lead_time_days = input.lead_time_days;
      if (input.safety_stock != null) values.safety_stock = input.safety_stock;
      if (input.max_stock != null) values.max_stock = input.max_stock;
      if (!(await repo.updateCosts(id, values, nowIso()))) throw new AppError('NOT_FOUND', 'Producto no encontrado');
    },

    /** 'Calcular Categorías ABC': recomputes from the ledger, stores, says how many changed. */
    async calculateAbc() {
      const [products, annual] = await Promise.all([
        repo.products(),
        (async () => {
          const year = lastYear();
          return repo.outbound(year.from, year.to);
        })(),
      ]);
      const { classes } = abcOf(products, annual);
      const changes = products
        .map((p) => ({ id: p.id, abc_category: classes.get(p.id) ?? null, before: p.abc_category }))
        .filter((c) => c.abc_category !== c.before);
      await db.transaction().execute((trx) => analyticsRepository(trx).setAbcCategories(changes));
      const counts = { A: 0, B: 0, C: 0 };
      for (const category of classes.values()) if (category) counts[category] += 1;
      return {
        message: `Categorías ABC calculadas: ${changes.length} ${changes.length === 1 ? 'producto cambió' : 'productos cambiaron'} de categoría`,
        changed: changes.length,
        counts,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;
