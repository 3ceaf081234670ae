import { barcodeSvg, escapeHtml } from '../../../lib/print';

/** An EAN-13 symbol as SVG text with a white background and quiet zones. */
export async function ean13Svg(code: string): Promise<string> {
  return barcodeSvg({
    bcid: 'ean13',
    text: code,
    scale: 2,
    height: 18,
    includetext: true,
    guardwhitespace: true,
    paddingwidth: 6,
    paddingheight: 4,
  });
}

/** A print-ready page with one 4 × 2 cm-ish label: the symbol, the SKU and the product name. */
export function labelPageHtml(svg: string, caption: { sku: string; name: string }, copies = 1): string {
  const label = `<div class="label">${svg.replace('<svg ', '<svg class="bars" ')}<div class="sku">${escapeHtml(caption.sku)}</div><div class="name">${escapeHtml(caption.name)}</div></div>`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Etiqueta ${escapeHtml(caption.sku)}</title>
<style>
  @page { size: A4 portrait; margin: 10mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: Arial, Helvetica, sans-serif; color: #000; background: #fff; }
  .sheet { display: grid; grid-template-columns: repeat(2, 6cm); gap: 4mm; }
  .label { border: 1px dashed #bbb; padding: 2mm; text-align: center; break-inside: avoid; }
  .bars { width: 100%; height: 2.2cm; }
  .sku { font-weight: 700; font-size: 9pt; }
  .name { font-size: 8pt; max-height: 2.3em; overflow: hidden; }
</style>
</head>
<body><div class="sheet">${Array.from({ length: Math.max(1, copies) }, () => label).join('')}</div></body>
</html>`;
}
