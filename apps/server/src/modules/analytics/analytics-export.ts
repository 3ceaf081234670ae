import {
  ABC_CUTOFFS,
  DIN_LIMITS,
  PRODUCT_COST_STATUS_LABELS,
  santiagoDay,
  TIME_RANGE_LABELS,
  type AnalyticsQuery,
} from '@bodega/domain';
import { xlsxWorkbook, type Line } from '../../lib/spreadsheet-export';
import type { AnalyticsService } from './analytics.service';

type Cell = string | number | null;

/** A sheet for xlsxWorkbook (lib/spreadsheet-export: bold headers, text cells neutralised against formulas). */
const sheet = (name: string, headers: readonly string[], lines: readonly Line[]) => ({
  name,
  columns: headers.map((header) => ({ header })),
  lines,
});

const MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 'costos_productos_{date}.xlsx', sheet 'Costos y Precios' (spec 3 §9), every product of the cost table's filters. */
export async function costExport(service: AnalyticsService, query: Parameters<AnalyticsService['costProducts']>[0]) {
  const { rows: all } = await service.costProducts(query, true);
  const body = await xlsxWorkbook([
    sheet(
      'Costos y Precios',
      [
        'SKU',
        'Nombre',
        'Categoría',
        'Precio Unit.',
        'Costo Prom.',
        'Demanda del Período',
        'Demanda Anual',
        'Valor Total',
        'Categoría ABC',
        'Estado',
        'Stock',
        'Stock Mínimo',
        'Stock Máximo',
        'Stock de Seguridad',
        'Tiempo de Entrega (días)',
      ],
      all.map((r) => [
        r.sku,
        r.name,
        r.category ?? 'Sin categoría',
        r.unit_price,
        r.average_cost,
        r.period_demand,
        r.annual_demand,
        r.total_value,
        r.abc_category ?? 'Sin categoría',
        PRODUCT_COST_STATUS_LABELS[r.status],
        r.available_quantity,
        r.min_stock,
        r.max_stock,
        r.safety_stock,
        r.lead_time_days,
      ]),
    ),
  ]);
  return { filename: `costos_productos_${santiagoDay()}.xlsx`, mime: MIME, body };
}

/** The dashboard workbook: sheets KPIs, Análisis ABC and Bajo Stock, named by date. */
export async function analyticsExport(service: AnalyticsService, query: AnalyticsQuery) {
  const [kpis, abc, din, low] = await Promise.all([
    service.kpis(query),
    service.abc(query),
    service.din(query),
    service.lowStock({ ...query, page: 1, per_page: 1_000_000 }),
  ]);
  const change = (value: number | null) =>
    value == null ? 'sin comparación' : `${value.toLocaleString('es-CL', { maximumFractionDigits: 1 })} %`;
  const body = await xlsxWorkbook([
    sheet(
      'KPIs',
      ['Indicador', 'Período actual', 'Período anterior', 'Cambio'],
      [
        [
          'Período',
          `${kpis.period.start_date} a ${kpis.period.end_date} (${TIME_RANGE_LABELS[query.time_range]})`,
          `${kpis.previous_period.start_date} a ${kpis.previous_period.end_date}`,
          '',
        ],
        [
          'Total de productos',
          kpis.inventory_kpis.total_products,
          kpis.previous.inventory_kpis.total_products,
          change(kpis.changes.total_products),
        ],
        [
          'Productos activos',
          kpis.inventory_kpis.active_products,
          kpis.previous.inventory_kpis.active_products,
          change(kpis.changes.active_products),
        ],
        [
          'Stock total',
          kpis.inventory_kpis.total_stock,
          kpis.previous.inventory_kpis.total_stock,
          change(kpis.changes.total_stock),
        ],
        [
          'Valor del inventario',
          kpis.inventory_kpis.total_value,
          kpis.previous.inventory_kpis.total_value,
          change(kpis.changes.total_value),
        ],
        [
          'Productos con bajo stock',
          kpis.inventory_kpis.low_stock_products,
          kpis.previous.inventory_kpis.low_stock_products,
          change(kpis.changes.low_stock_products),
        ],
        [
          'Movimientos',
          kpis.operational_kpis.monthly_movements,
          kpis.previous.operational_kpis.monthly_movements,
          change(kpis.changes.monthly_movements),
        ],
        [
          'Rotación de inventario (%)',
          Math.round(kpis.operational_kpis.inventory_turnover * 1000) / 10,
          Math.round(kpis.previous.operational_kpis.inventory_turnover * 1000) / 10,
          change(kpis.changes.inventory_turnover),
        ],
      ],
    ),
    sheet(
      'Análisis ABC',
      ['Categoría', 'Productos', '% de productos', 'Valor anual', '% del valor'],
      [
        ...abc.categories.map((c) => [c.category, c.count, c.percentage, c.value, c.value_percentage] as Cell[]),
        ['Sin costo ni precio', abc.unclassified_products, null, null, null],
        [
          `Cortes: A hasta ${ABC_CUTOFFS.A * 100} %, B hasta ${ABC_CUTOFFS.B * 100} % del valor acumulado`,
          null,
          null,
          null,
          null,
        ],
        ...din.categories.map((c) => [`DIN ${c.category}`, c.count, c.percentage, null, null] as Cell[]),
        [
          `DIN D: lado mayor hasta ${DIN_LIMITS.D.maxSideCm} cm y hasta ${DIN_LIMITS.D.maxWeightKg} kg; sin dimensiones: ${din.without_dimensions}`,
          null,
          null,
          null,
          null,
        ],
      ],
    ),
    sheet(
      'Bajo Stock',
      ['SKU', 'Nombre', 'Stock Mínimo', 'Stock Actual', 'Déficit', 'Punto de Reorden', 'Categoría ABC'],
      low.rows.map((r) => [r.sku, r.name, r.min_stock, r.current_stock, r.deficit, r.reorder_point, r.abc_category ?? 'N/A']),
    ),
  ]);
  return { filename: `analisis_inventario_${santiagoDay()}.xlsx`, mime: MIME, body };
}
