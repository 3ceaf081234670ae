import {
  analysisPeriod,
  centsToPesos,
  formatUnitPriceText,
  pesosToCents,
  productCostStatus,
  valuationCents,
  type AbcCategory,
  type CostProductsQuery,
  type CostUpdate,
  type TimeRange,
} from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { ordersSent, outbound } from './analytics-events.repository';
import { abcOf, allProducts, annualDemand, lastYear, remember, round2 } from './analytics-memo';
import {
  costProductPage,
  productFigures,
  setAbcCategories,
  updateProductCosts,
  type ProductFigures,
} from './analytics-products.repository';

/* Costs and prices: the cost table and its statistics, price and cost edits, the ABC recalculation. */

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

export async function costStatistics(deps: Deps, timeRange: TimeRange) {
  return remember(deps, 'cost-statistics', timeRange, async () => {
    const period = analysisPeriod(timeRange);
    const [products, sent, orders] = await Promise.all([
      allProducts(deps),
      outbound(deps.db.kysely, period.from, period.to),
      ordersSent(deps.db.kysely, period.from, period.to),
    ]);
    let revenueCents = 0;
    const rows = products.flatMap((p) => {
      const quantity = sent.get(p.id) ?? 0;
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
}

/**
 * The cost table: one page in SQL (filters, count, order by name), then the page's demand from
 * the daily rollup for those products only. Without paging (`all`), every matching product: the export.
 */
export async function costProducts(deps: Deps, query: CostProductsQuery, all = false) {
  const { rows, total } = await costProductPage(deps.db.kysely, query, !all);
  const ids = all ? undefined : rows.map((p) => p.id);
  const year = lastYear();
  const period = analysisPeriod(query.time_range);
  const [annual, periodDemand] = await Promise.all([
    outbound(deps.db.kysely, year.from, year.to, undefined, ids),
    outbound(deps.db.kysely, period.from, period.to, undefined, ids),
  ]);
  return { rows: rows.map((p) => costRow(p, annual.get(p.id) ?? 0, periodDemand.get(p.id) ?? 0)), total };
}

/** One product of the cost table, with the ABC class a recalculation would give it now. */
export async function costProduct(deps: Deps, id: number) {
  const [product] = await productFigures(deps.db.kysely, undefined, [id]);
  if (!product) throw new AppError('NOT_FOUND', 'Producto no encontrado');
  const [all, annual] = await Promise.all([allProducts(deps), annualDemand(deps)]);
  const { classes } = abcOf(all, annual);
  const period = analysisPeriod('this_year');
  const periodDemand = await outbound(deps.db.kysely, period.from, period.to);
  return {
    ...costRow(product, annual.get(id) ?? 0, periodDemand.get(id) ?? 0),
    suggested_abc_category: classes.get(id) ?? null,
  };
}

export async function setUnitPrice(deps: Deps, id: number, unitPrice: number) {
  if (!(await updateProductCosts(deps.db.kysely, id, { unit_price_cents: pesosToCents(unitPrice) }, nowIso())))
    throw new AppError('NOT_FOUND', 'Producto no encontrado');
}

/** 'Editar Costos': price, lead time, safety and maximum stock; cost and demand are calculated. */
export async function updateCosts(deps: Deps, id: number, input: CostUpdate) {
  const values: Parameters<typeof updateProductCosts>[2] = {};
  if (input.unit_price !== undefined) values.unit_price_cents = pesosToCents(input.unit_price);
  if (input.lead_time_days !== undefined) values.lead_time_days = input.lead_time_days;
  if (input.safety_stock != null) values.safety_stock = input.safety_stock;
  if (input.max_stock != null) values.max_stock = input.max_stock;
  if (!(await updateProductCosts(deps.db.kysely, id, values, nowIso())))
    throw new AppError('NOT_FOUND', 'Producto no encontrado');
}

/** 'Calcular Categorías ABC': recomputes from the ledger, stores, says how many changed. */
export async function calculateAbc(deps: Deps) {
  const [products, annual] = await Promise.all([
    productFigures(deps.db.kysely),
    (async () => {
      const year = lastYear();
      return outbound(deps.db.kysely, year.from, year.to);
    })(),
  ]);
  const { classes } = abcOf(products, annual);
  const changes = products
    .map((p) => ({ id: p.id, abc_category: classes.get(p.id) ?? null, before: p.abc_category }))
    .filter((c) => c.abc_category !== c.before);
  await deps.db.kysely.transaction().execute((trx) => setAbcCategories(trx, changes));
  const counts = { A: 0, B: 0, C: 0 };
  for (const category of classes.values()) if (category) counts[category] += 1;
  return {
    message: `Categorías ABC calculadas: ${changes.length} ${changes.length === 1 ? 'producto cambió' : 'productos cambiaron'} de categoría`,
    changed: changes.length,
    counts,
  };
}
