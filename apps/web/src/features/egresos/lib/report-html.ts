import {
  EGRESO_PRINT_FIELDS,
  ISSUE_STRATEGY_LABELS,
  areaServicioLabel,
  formatDateCL,
  formatDateTimeCL,
  formatNumberCL,
  strategyChipLabel,
  type EgresoPrintFieldKey,
} from '@bodega/domain';
import type { EgresoDetail, EgresoItemDetail } from '../api/types';
import { escapeHtml } from '../../../lib/print';
import { reportDocumentHtml } from '../../../lib/report-document';

/** A print field of a line as text ('' when the line does not carry it). */
export function printFieldText(item: EgresoItemDetail, key: EgresoPrintFieldKey): string {
  const field = EGRESO_PRINT_FIELDS.find((candidate) => candidate.key === key);
  const value = item[key];
  if (value === null || value === undefined || value === '') return '';
  if (field?.kind === 'date') return formatDateCL(String(value));
  if (field?.kind === 'weight' && typeof value === 'number') return formatNumberCL(value, 3);
  return String(value);
}

/** The GS1 fields a line carries beyond lot, expiry and serial (which have their own columns). */
export function extraPrintFields(item: EgresoItemDetail): { label: string; ai: string; value: string }[] {
  return EGRESO_PRINT_FIELDS.filter((field) => !['lot_number', 'expiry_date', 'serial_number'].includes(field.key))
    .map((field) => ({ label: field.label, ai: field.ai, value: printFieldText(item, field.key) }))
    .filter((field) => field.value !== '');
}

const cell = (text: string, className = '') =>
  `<td${className ? ` class="${className}"` : ''}>${text ? escapeHtml(text) : '—'}</td>`;

function itemRow(item: EgresoItemDetail, order: EgresoDetail): string {
  const extra = extraPrintFields(item);
  const gs1 = extra.length
    ? `<div class="gs1">${extra.map((field) => `<span><b>${escapeHtml(field.label)} (${escapeHtml(field.ai)}):</b> ${escapeHtml(field.value)}</span>`).join('')}</div>`
    : '';
  const scanned = item.barcode_scanned
    ? `<div class="scanned">Código escaneado: ${escapeHtml(item.barcode_scanned.replaceAll(String.fromCharCode(29), '<GS>'))}</div>`
    : '';
  const warning = item.strategy_warning ? `<div class="warning">${escapeHtml(item.strategy_warning)}</div>` : '';
  return `<tr>
  <td class="num">${item.line_no}</td>
  <td><div class="product">${escapeHtml(item.product_name)}</div><div class="sku">${escapeHtml(item.product_sku)}</div>${scanned}${gs1}${warning}</td>
  ${cell(item.location_code)}
  ${cell(printFieldText(item, 'lot_number'), 'nowrap')}
  ${cell(printFieldText(item, 'expiry_date'), 'nowrap')}
  ${cell(printFieldText(item, 'serial_number'))}
  <td class="num">${formatNumberCL(item.quantity)}</td>
  ${cell(strategyChipLabel(order.strategy, item.strategy_compliant))}
</tr>`;
}

/**
 * The printable 'Reporte de Salida': order header, one row per issued
 * lot with location, lot, expiry, serial and quantity, and every GS1 print field the
 * line carries, plus signature boxes for who delivers and who receives.
 */
export function egresoReportHtml(order: EgresoDetail, printedAt: Date = new Date()): string {
  const header: [string, string][] = [
    ['N° de Orden', order.order_number],
    ['Fecha', formatDateTimeCL(order.created_at)],
    ['Área / Servicio', areaServicioLabel(order.area_servicio)],
    ['Estrategia', ISSUE_STRATEGY_LABELS[order.strategy]],
    ['Usuario', order.user?.username ?? ''],
    [
      'Estado',
      order.status === 'Anulado' && order.cancelled_at ? `Anulado el ${formatDateTimeCL(order.cancelled_at)}` : order.status,
    ],
    ['Productos (SKU)', formatNumberCL(order.sku_count)],
    ['Unidades', formatNumberCL(order.total_quantity)],
  ];
  return reportDocumentHtml({
    heading: 'Reporte de Salida',
    reference: order.order_number,
    header,
    intro: order.notes ? `<p class="notes"><b>Notas:</b> ${escapeHtml(order.notes)}</p>` : '',
    columns:
      '<th>#</th><th>Producto</th><th>Ubicación</th><th>Lote</th><th>Vencimiento</th><th>Serie</th><th class="num">Cantidad</th><th>Estrategia</th>',
    rows: order.items.map((item) => itemRow(item, order)).join('\n'),
    receivedBy: areaServicioLabel(order.area_servicio),
    printedAt: formatDateTimeCL(printedAt),
    css: `  .notes { margin: 0 0 12px; }
  .nowrap { white-space: nowrap; }
  .sku, .scanned { color: #444; font-size: 10px; }
  .scanned { word-break: break-all; }
  .gs1 { display: flex; flex-wrap: wrap; gap: 2px 12px; margin-top: 3px; font-size: 10px; }
  .warning { margin-top: 3px; font-size: 10px; font-style: italic; }`,
  });
}
