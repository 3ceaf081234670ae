import {
  ABC_CUTOFFS,
  DIN_LIMITS,
  PRODUCT_COST_STATUS_LABELS,
  formatDateCL,
  santiagoDay,
  TIME_RANGE_LABELS,
  type AnalyticsQuery,
} from '@bodega/domain';
import { percentCell, xlsxWorkbook, type Line, type PercentCell } from '../../lib/spreadsheet-export';
import type { Deps } from '../../lib/deps';
import { costProducts } from './analyze-costs';
import { abcAnalysis, analyticsKpis, dinAnalysis, lowStockProducts } from './analyze-stock';

type Cell = string | number | PercentCell | null;

/** A sheet for xlsxWorkbook (lib/spreadsheet-export: filterable headers, text cells neutralised against formulas). */
const sheet = (name: string, headers: readonly string[], lines: readonly Line[]) => ({
  name,
  columns: headers.map((header) => ({ header })),
  lines,
});

const MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 'costos_productos_{date}.xlsx', sheet 'Costos y Precios', every product of the cost table's filters. */
export async function costExport(deps: Deps, query: Parameters<typeof costProducts>[1]) {
  const { rows: all } = await costProducts(deps, query, true);
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
export async function analyticsExport(deps: Deps, query: AnalyticsQuery) {
  const [kpis, abc, din, low] = await Promise.all([
    analyticsKpis(deps, query),
    abcAnalysis(deps, query),
    dinAnalysis(deps, query),
    lowStockProducts(deps, { ...query, page: 1, per_page: 1_000_000 }),
  ]);
  // A change is a number cell in percent format, so a sheet can sort and sum it.
  const change = (value: number | null) => (value == null ? 'sin comparación' : percentCell(value));
  /** One KPI's line: this period, the previous one and the change. */
  const kpi = (label: string, key: keyof typeof kpis.inventory_kpis): Cell[] => [
    label,
    kpis.inventory_kpis[key],
    kpis.previous.inventory_kpis[key],
    change(kpis.changes[key]),
  ];
  const body = await xlsxWorkbook([
    sheet(
      'KPIs',
      ['Indicador', 'Período actual', 'Período anterior', 'Cambio'],
      [
        [
          'Período',
          `${formatDateCL(kpis.period.start_date)} a ${formatDateCL(kpis.period.end_date)} (${TIME_RANGE_LABELS[query.time_range]})`,
          `${formatDateCL(kpis.previous_period.start_date)} a ${formatDateCL(kpis.previous_period.end_date)}`,
          '',
        ],
        kpi('Total de productos', 'total_products'),
        kpi('Productos activos', 'active_products'),
        kpi('Stock total', 'total_stock'),
        kpi('Valor del inventario', 'total_value'),
        kpi('Productos con bajo stock', 'low_stock_products'),
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
