import { LABEL_FORMAT_INCHES, LOCATION_LABEL_SIZE_CM, type PrintOptions } from '@bodega/domain';
import { escapeHtml } from '../../../lib/print';

export interface PrintLabel {
  code: string;
  description: string | null;
  /** The CODE128 symbol as SVG text. */
  svg: string;
}

/** The SVG stretched to the label's width, so the bars fill it whatever the code's length. */
function fittedSvg(svg: string): string {
  return svg.replace('<svg ', '<svg preserveAspectRatio="none" class="bars" ');
}

function labelHtml(label: PrintLabel): string {
  const description = label.description ? `<div class="description">${escapeHtml(label.description)}</div>` : '';
  return `<div class="label">${fittedSvg(label.svg)}<div class="code">${escapeHtml(label.code)}</div>${description}</div>`;
}

/**
 * The print-ready page: on a standard printer an A4 portrait sheet with
 * `labelsPerRow` labels of the chosen size per row (small 2×1.5, medium 4×2.5,
 * large 6×3.5 cm), each with a dashed cutting guide; on a label printer one label per page of
 * the thermal stock (2×1, 4×2 or 4×6 inches). Every label is repeated `copies` times.
 */
export function printPageHtml(labels: PrintLabel[], options: PrintOptions): string {
  const copies = labels.flatMap((label) => Array.from({ length: options.copies }, () => label));
  const thermal = options.printerType === 'label';
  let css: string;
  if (thermal) {
    const { width, height } = LABEL_FORMAT_INCHES[options.labelFormat];
    css = `
      @page { size: ${width}in ${height}in; margin: 0; }
      .sheet { display: block; }
      .label { width: ${width}in; height: ${height}in; padding: 0.08in; page-break-after: always; break-after: page; }
      .label:last-child { page-break-after: auto; break-after: auto; }
      .bars { height: ${Math.min(height, width) * 0.45}in; }
      .code { font-size: ${Math.max(8, Math.min(height, width) * 16)}pt; }
      .description { font-size: ${Math.max(6, Math.min(height, width) * 9)}pt; }`;
  } else {
    const { width, height } = LOCATION_LABEL_SIZE_CM[options.labelSize];
    css = `
      @page { size: A4 portrait; margin: 10mm; }
      .sheet { display: grid; grid-template-columns: repeat(${options.labelsPerRow}, minmax(0, ${width}cm)); gap: 3mm; justify-content: start; }
      .label { width: 100%; height: ${height}cm; padding: 1mm; border: 1px dashed #bbb; }
      .bars { height: ${height * 0.45}cm; }
      .code { font-size: ${Math.max(6, width * 2.6)}pt; }
      .description { font-size: ${Math.max(5, width * 1.7)}pt; }`;
  }
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Códigos de ubicaciones</title>
<style>
  * { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; background: #fff; color: #000; font-family: Arial, Helvetica, sans-serif; }
  .label { display: flex; flex-direction: column; align-items: center; justify-content: center; overflow: hidden; break-inside: avoid; page-break-inside: avoid; text-align: center; }
  .bars { width: 100%; display: block; }
  .code { font-weight: 700; line-height: 1.1; margin-top: 1mm; white-space: nowrap; }
  .description { line-height: 1.1; max-height: 2.3em; overflow: hidden; }
  /* On screen (before printing) the sheet keeps the printed margins. */
  @media screen { body { padding: 10mm; } }
  ${css}
</style>
</head>
<body><div class="sheet">${copies.map(labelHtml).join('')}</div></body>
</html>`;
}
