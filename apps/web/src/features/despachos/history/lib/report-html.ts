import { SELECTION_METHOD_LABELS, formatDateES, formatDateTimeES, formatNumberCL } from '@bodega/domain';
import { escapeHtml } from '../../../../lib/print';
import type { Dispatch } from '../api/types';

const text = (value: string | null | undefined) => (value ? escapeHtml(value) : '—');
const place = (location: { code: string; description: string | null }) =>
  location.description ? `${location.code} — ${location.description}` : location.code;

/** The lines as asked for, and (once Completado) the lots and serials that left for each. */
function linesHtml(dispatch: Dispatch): string {
  return dispatch.items
    .map((item, index) => {
      const issued = dispatch.issues.filter((issue) => issue.item_id === item.id);
      const lots = issued.length
        ? issued
            .map(
              (issue) =>
                `<div class="lot">Lote ${text(issue.lot_number)} · Serie ${text(issue.serial_number)} · Vence ${issue.expiry_date ? escapeHtml(formatDateES(issue.expiry_date)) : '—'} · ${formatNumberCL(issue.quantity)} u. desde ${escapeHtml(issue.location.code)}</div>`,
            )
            .join('')
        : '';
      return `<tr><td class="num">${index + 1}</td><td><div class="product">${escapeHtml(item.product.name)}</div><div class="sku">${escapeHtml(item.product.sku)}</div>${lots}</td><td class="num">${formatNumberCL(item.quantity)}</td></tr>`;
    })
    .join('\n');
}

/**
 * The printable egress order of a dispatch (spec 2 §2.2): header, lines with what left of each
 * (lot, serial, expiry, location) once completed, signature boxes for who delivers and receives.
 */
export function dispatchReportHtml(dispatch: Dispatch, printedAt: Date = new Date()): string {
  const header: [string, string][] = [
    ['Referencia', dispatch.reference],
    ['Fecha de despacho', formatDateES(dispatch.dispatch_date)],
    ['Destino', dispatch.destination],
    ['Origen', place(dispatch.source_location)],
    [
      'Estado',
      dispatch.status === 'Completado' && dispatch.completed_at
        ? `Completado el ${formatDateTimeES(dispatch.completed_at)}`
        : dispatch.status,
    ],
    ['Método de selección', SELECTION_METHOD_LABELS[dispatch.selection_method]],
    ['Creado por', dispatch.user?.username ?? ''],
    ['Unidades', formatNumberCL(dispatch.total_quantity)],
  ];
  const pending =
    dispatch.status === 'Pendiente' ? '<p class="note">Despacho pendiente: los lotes se asignan al completarlo.</p>' : '';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Orden de Despacho ${escapeHtml(dispatch.reference)}</title>
<style>
  * { box-sizing: border-box; }
  @page { size: A4 portrait; margin: 12mm; }
  body { margin: 0; padding: 16px; font-family: Arial, Helvetica, sans-serif; font-size: 11px; color: #000; background: #fff; }
  h1 { font-size: 18px; margin: 0 0 4px; }
  .meta { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px 16px; margin: 12px 0; }
  .meta div { border-bottom: 1px solid #ddd; padding: 2px 0; }
  .meta b { display: block; font-size: 9px; color: #555; text-transform: uppercase; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #999; padding: 4px; vertical-align: top; text-align: left; }
  th { background: #eee; font-size: 10px; }
  tr { break-inside: avoid; page-break-inside: avoid; }
  .num { text-align: right; white-space: nowrap; }
  .product { font-weight: 700; }
  .sku, .lot { color: #444; font-size: 10px; }
  .note { font-style: italic; }
  .signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 48px; margin-top: 48px; }
  .signatures div { border-top: 1px solid #000; padding-top: 4px; text-align: center; }
  .printed { margin-top: 16px; color: #555; font-size: 9px; }
</style>
</head>
<body>
<h1>Orden de Despacho</h1>
<div class="meta">${header.map(([label, value]) => `<div><b>${escapeHtml(label)}</b>${text(value)}</div>`).join('')}</div>
${dispatch.notes ? `<p><b>Notas:</b> ${escapeHtml(dispatch.notes)}</p>` : ''}
${pending}
<table>
<thead><tr><th>#</th><th>Producto</th><th class="num">Cantidad</th></tr></thead>
<tbody>
${linesHtml(dispatch)}
</tbody>
</table>
<div class="signatures"><div>Entregado por</div><div>Recibido por (${escapeHtml(dispatch.destination)})</div></div>
<p class="printed">Impreso el ${escapeHtml(formatDateTimeES(printedAt))}</p>
</body>
</html>`;
}
