import { SELECTION_METHOD_LABELS, formatDateCL, formatDateTimeCL, formatNumberCL } from '@bodega/domain';
import { escapeHtml } from '../../../../lib/print';
import { reportDocumentHtml } from '../../../../lib/report-document';
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
                `<div class="lot">Lote ${text(issue.lot_number)} · Serie ${text(issue.serial_number)} · Vence ${issue.expiry_date ? escapeHtml(formatDateCL(issue.expiry_date)) : '—'} · ${formatNumberCL(issue.quantity)} u. desde ${escapeHtml(issue.location.code)}</div>`,
            )
            .join('')
        : '';
      return `<tr><td class="num">${index + 1}</td><td><div class="product">${escapeHtml(item.product.name)}</div><div class="sku">${escapeHtml(item.product.sku)}</div>${lots}</td><td class="num">${formatNumberCL(item.quantity)}</td></tr>`;
    })
    .join('\n');
}

/**
 * The printable egress order of a dispatch: header, lines with what left of each
 * (lot, serial, expiry, location) once completed, signature boxes for who delivers and receives.
 */
export function dispatchReportHtml(dispatch: Dispatch, printedAt: Date = new Date()): string {
  const header: [string, string][] = [
    ['Referencia', dispatch.reference],
    ['Fecha de despacho', formatDateCL(dispatch.dispatch_date)],
    ['Destino', dispatch.destination],
    ['Origen', place(dispatch.source_location)],
    [
      'Estado',
      dispatch.status === 'Completado' && dispatch.completed_at
        ? `Completado el ${formatDateTimeCL(dispatch.completed_at)}`
        : dispatch.status,
    ],
    ['Método de selección', SELECTION_METHOD_LABELS[dispatch.selection_method]],
    ['Creado por', dispatch.user?.username ?? ''],
    ['Unidades', formatNumberCL(dispatch.total_quantity)],
  ];
  const pending =
    dispatch.status === 'Pendiente' ? '<p class="note">Despacho pendiente: los lotes se asignan al completarlo.</p>' : '';
  return reportDocumentHtml({
    heading: 'Orden de Despacho',
    reference: dispatch.reference,
    header,
    intro: `${dispatch.notes ? `<p><b>Notas:</b> ${escapeHtml(dispatch.notes)}</p>` : ''}\n${pending}`,
    columns: '<th>#</th><th>Producto</th><th class="num">Cantidad</th>',
    rows: linesHtml(dispatch),
    receivedBy: dispatch.destination,
    printedAt: formatDateTimeCL(printedAt),
    css: `  .sku, .lot { color: #444; font-size: 10px; }
  .note { font-style: italic; }`,
  });
}
