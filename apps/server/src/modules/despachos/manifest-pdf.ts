import { formatDateCL } from '@bodega/domain';
import { toBuffer as barcodePng } from 'bwip-js/node';
import PDFDocument from 'pdfkit';

export interface ManifestLine {
  sku: string;
  description: string;
  quantity: number;
  lot: string | null;
  serial: string | null;
  expiry: string | null;
}

export interface ManifestData {
  shipment_number: string;
  ship_date: string;
  estimated_delivery: string | null;
  carrier: string;
  /** The carrier's name as the carriers table holds it when the document is made. */
  carrier_name: string;
  tracking_number: string | null;
  vehicle_plate: string | null;
  dock_name: string | null;
  notes: string | null;
  consolidations: Array<{
    consolidation_number: string;
    orders: Array<{
      order_number: string;
      customer_name: string;
      customer_tax_id: string | null;
      address: string | null;
      lines: ManifestLine[];
    }>;
  }>;
}

export interface ManifestOptions {
  /** Leave the barcode out (the benchmark's baseline). */
  barcode?: boolean;
  /** Uncompressed content streams (tests read the text back). */
  compress?: boolean;
}

const INSTITUTION = process.env.HEALTH_INSTITUTION_NAME || 'Bodega Clínica — Hospital';
const MARGIN = 40;
const PAGE_BOTTOM = 841.89 - MARGIN;
const ROW = 13;
const COLUMNS = [
  { key: 'sku', title: 'SKU', x: MARGIN, width: 78 },
  { key: 'description', title: 'Descripción', x: MARGIN + 80, width: 188 },
  { key: 'quantity', title: 'Cantidad', x: MARGIN + 270, width: 44, align: 'right' as const },
  { key: 'lot', title: 'Lote', x: MARGIN + 322, width: 72 },
  { key: 'serial', title: 'Serie', x: MARGIN + 396, width: 62 },
  { key: 'expiry', title: 'Vencimiento', x: MARGIN + 460, width: 55 },
] as const;

/** A day or an instant as dd-mm-aaaa, Santiago's calendar day; anything else as it is. */
export function day(value: string | null | undefined): string {
  if (!value) return '—';
  return formatDateCL(value) || value;
}

/** The text cut with '…' to fit `width` points in the current font. */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low)}…`;
}

/** Collects the document's bytes from now on; resolves once `doc.end()` has been called. */
function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The shipment manifest: head with number, dates, carrier, tracking,
 * plate and dock and a CODE128 barcode of the shipment number; each consolidation and order with
 * customer and address; the lines with SKU, description, quantity, lot, serial and expiry;
 * totals; signature boxes for dispatcher, driver and receiver.
 */
export async function manifestPdf(data: ManifestData, options: ManifestOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    bufferPages: false,
    info: { Title: `Manifiesto de despacho ${data.shipment_number}`, Author: INSTITUTION },
  });
  const ready = collect(doc);

  doc.font('Helvetica-Bold').fontSize(16).text('MANIFIESTO DE DESPACHO', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).text(INSTITUTION);
  if (options.barcode !== false) {
    const png = await barcodePng({
      bcid: 'code128',
      text: data.shipment_number,
      scale: 2,
      height: 10,
      includetext: true,
      textxalign: 'center',
      backgroundcolor: 'FFFFFF',
      paddingwidth: 4,
      paddingheight: 2,
    });
    doc.image(png, 595.28 - MARGIN - 170, MARGIN - 4, { fit: [170, 48] });
  }
  const head: Array<[string, string]> = [
    ['N° de envío', data.shipment_number],
    ['Fecha de envío', day(data.ship_date)],
    ['Entrega estimada', day(data.estimated_delivery)],
    ['Transportista', data.carrier_name],
    ['N° de seguimiento', data.tracking_number || '—'],
    ['Patente del vehículo', data.vehicle_plate || '—'],
    ['Muelle', data.dock_name || '—'],
  ];
  let y = MARGIN + 52;
  head.forEach(([labelText, value], index) => {
    const x = MARGIN + (index % 2) * 260;
    if (index % 2 === 0 && index > 0) y += 13;
    doc.font('Helvetica-Bold').fontSize(9).text(`${labelText}: `, x, y, { continued: true, lineBreak: false });
    doc.font('Helvetica').text(value, { lineBreak: false });
  });
  y += 16;
  if (data.notes) {
    doc.font('Helvetica').fontSize(8).text(`Notas: ${data.notes}`, MARGIN, y, { width: 515 });
    y = doc.y + 4;
  }

  const need = (height: number) => {
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const tableHeader = () => {
    need(ROW * 2);
    doc
      .rect(MARGIN, y - 2, 515, ROW)
      .fill('#e8eef5')
      .fillColor('black');
    doc.font('Helvetica-Bold').fontSize(8);
    for (const column of COLUMNS)
      doc.text(column.title, column.x, y, {
        width: column.width,
        align: 'align' in column ? column.align : 'left',
        lineBreak: false,
      });
    y += ROW;
    doc.font('Helvetica').fontSize(8);
  };

  let orders = 0;
  let lineCount = 0;
  let units = 0;
  if (data.consolidations.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(10).text('Este envío no tiene órdenes consolidadas.', MARGIN, y);
    y = doc.y + 8;
  }
  for (const consolidation of data.consolidations) {
    need(ROW * 4);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`Consolidación ${consolidation.consolidation_number}`, MARGIN, y, { lineBreak: false });
    y += 16;
    for (const order of consolidation.orders) {
      orders += 1;
      need(ROW * 4);
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(
          `Orden ${order.order_number} — ${order.customer_name}${order.customer_tax_id ? ` (RUT ${order.customer_tax_id})` : ''}`,
          MARGIN,
          y,
          { width: 515, lineBreak: false, ellipsis: true, height: ROW },
        );
      y += 12;
      doc
        .font('Helvetica')
        .fontSize(8)
        .text(`Dirección: ${order.address || 'sin dirección de envío'}`, MARGIN, y, {
          width: 515,
          lineBreak: false,
          ellipsis: true,
          height: ROW,
        });
      y += 13;
      tableHeader();
      for (const line of order.lines) {
        if (y + ROW > PAGE_BOTTOM) tableHeader();
        lineCount += 1;
        units += line.quantity;
        const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
          sku: line.sku,
          description: line.description,
          quantity: String(line.quantity),
          lot: line.lot || '—',
          serial: line.serial || '—',
          expiry: line.expiry ? day(line.expiry) : '—',
        };
        for (const column of COLUMNS) {
          // Placed and cut here instead of pdfkit's line wrapper (width/ellipsis), which costs
          // most of a 500-line manifest's time.
          const text = fit(doc, cells[column.key], column.width);
          const x = 'align' in column ? column.x + column.width - doc.widthOfString(text) : column.x;
          doc.text(text, x, y, { lineBreak: false });
        }
        y += ROW;
      }
      y += 6;
    }
  }

  need(30);
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 515, y)
    .stroke();
  y += 6;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(
      `Totales: ${data.consolidations.length} consolidaciones, ${orders} órdenes, ${lineCount} líneas, ${units} unidades`,
      MARGIN,
      y,
      { lineBreak: false },
    );
  y += 24;

  need(110);
  const boxWidth = 160;
  for (const [index, title] of ['Despachador', 'Conductor', 'Receptor'].entries()) {
    const x = MARGIN + index * (boxWidth + 17.5);
    doc.rect(x, y, boxWidth, 90).stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(title, x + 6, y + 6, { lineBreak: false });
    doc.font('Helvetica').fontSize(8);
    doc.text('Nombre:', x + 6, y + 24, { lineBreak: false });
    doc.text('RUT:', x + 6, y + 40, { lineBreak: false });
    doc.text('Fecha:', x + 6, y + 56, { lineBreak: false });
    doc
      .moveTo(x + 6, y + 80)
      .lineTo(x + boxWidth - 6, y + 80)
      .stroke();
    doc.text('Firma', x + 6, y + 82, { width: boxWidth - 12, align: 'center', lineBreak: false });
  }
  doc.end();
  return ready;
}
