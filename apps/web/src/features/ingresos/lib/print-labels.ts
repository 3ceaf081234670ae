import { LABEL_BAR_HEIGHT, LABEL_FORMAT_INCHES, barWidthFor, type PrintOptions } from '@bodega/domain';
import { barcodeSvg, escapeHtml } from '../../../lib/print';

/** Label sizes on an A4 sheet for product barcodes, in centimetres. */
const LABEL_CM = { small: { width: 2, height: 1 }, medium: { width: 4, height: 2 }, large: { width: 6, height: 3 } } as const;

export interface LabelItem {
  barcode: string;
  name: string;
  sku: string;
}

/** An EAN-13 as SVG text, white background and quiet zone. */
export async function ean13Svg(code: string, options: PrintOptions): Promise<string> {
  return barcodeSvg({
    bcid: 'ean13',
    text: code,
    scale: barWidthFor(options.printerType),
    height: LABEL_BAR_HEIGHT[options.labelSize] / 7,
    includetext: true,
    paddingwidth: 8,
    paddingheight: 4,
  });
}

/**
 * The print page: `count` labels of one product. Standard printers get an A4 grid of
 * `labelsPerRow`; label printers one label per page of the chosen stock (2x1, 4x2, 4x6 in).
 */
export function labelsHtml(item: LabelItem, svg: string, count: number, options: PrintOptions): string {
  const label = options.printerType === 'label';
  const size = label
    ? `${LABEL_FORMAT_INCHES[options.labelFormat].width}in ${LABEL_FORMAT_INCHES[options.labelFormat].height}in`
    : 'A4 portrait';
  const cm = LABEL_CM[options.labelSize];
  const one = `<div class="l"><div class="n">${escapeHtml(item.name)}</div>${svg}<div class="s">${escapeHtml(item.sku)}</div></div>`;
  const css = label
    ? `.g{display:block}.l{width:100vw;height:100vh;page-break-after:always}`
    : `.g{display:grid;grid-template-columns:repeat(${options.labelsPerRow},${cm.width + 1}cm);gap:4mm}.l{min-height:${cm.height + 1}cm}`;
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Códigos ${escapeHtml(item.sku)}</title><style>@page{size:${size};margin:${label ? 0 : '10mm'}}body{margin:0;font-family:sans-serif}.l{display:flex;flex-direction:column;align-items:center;justify-content:center;break-inside:avoid}.l svg{max-width:100%;height:auto}.n{font-size:8pt;text-align:center;overflow:hidden;max-height:2.4em}.s{font-size:7pt}${css}</style></head><body><div class="g">${one.repeat(count)}</div></body></html>`;
}
