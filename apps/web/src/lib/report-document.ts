import { escapeHtml } from './print';

/** The styles every printed A4 report shares: title, header grid, lines table, signature boxes. */
const BASE_CSS = `  * { box-sizing: border-box; }
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
  .signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 48px; margin-top: 48px; }
  .signatures div { border-top: 1px solid #000; padding-top: 4px; text-align: center; }
  .printed { margin-top: 16px; color: #555; font-size: 9px; }`;

export interface ReportDocument {
  /** The heading ('Reporte de Salida'); the page title adds `reference`. */
  heading: string;
  reference: string;
  /** Label and value pairs of the header grid ('—' for an empty value). */
  header: [string, string][];
  /** HTML between the header and the table (notes, a pending note); already escaped. */
  intro: string;
  /** The table's header cells and body rows, as HTML. */
  columns: string;
  rows: string;
  /** What the right signature box names as receiver (escaped here). */
  receivedBy: string;
  /** The printing moment, already formatted (escaped here). */
  printedAt: string;
  /** Styles of this report's own classes. */
  css: string;
}

/**
 * A printable A4 report (egreso, despacho): heading and header grid, notes, the lines table and
 * boxes to sign for who delivers and who receives. Every text passed as such is escaped.
 */
export function reportDocumentHtml(report: ReportDocument): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>${escapeHtml(report.heading)} ${escapeHtml(report.reference)}</title>
<style>
${BASE_CSS}
${report.css}
</style>
</head>
<body>
<h1>${escapeHtml(report.heading)}</h1>
<div class="meta">${report.header.map(([label, value]) => `<div><b>${escapeHtml(label)}</b>${value ? escapeHtml(value) : '—'}</div>`).join('')}</div>
${report.intro}
<table>
<thead><tr>${report.columns}</tr></thead>
<tbody>
${report.rows}
</tbody>
</table>
<div class="signatures"><div>Entregado por</div><div>Recibido por (${escapeHtml(report.receivedBy)})</div></div>
<p class="printed">Impreso el ${escapeHtml(report.printedAt)}</p>
</body>
</html>`;
}
