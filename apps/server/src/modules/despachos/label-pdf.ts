import { toBuffer as barcodePng } from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { day, type ManifestData } from './manifest-pdf';

/**
 * The shipment label (POST …/generate-label): a 4 × 6 in page for
 * the package or pallet with the CODE128 of the shipment number, carrier, tracking number, dates
 * and the destinations it carries.
 */
export async function shipmentLabelPdf(data: ManifestData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [288, 432],
    margin: 16,
    compress: options.compress ?? true,
    info: { Title: `Etiqueta de envío ${data.shipment_number}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(14).text('ETIQUETA DE ENVÍO', 16, 16, { lineBreak: false });
  const png = await barcodePng({
    bcid: 'code128',
    text: data.shipment_number,
    scale: 3,
    height: 14,
    includetext: true,
    textxalign: 'center',
    backgroundcolor: 'FFFFFF',
    paddingwidth: 4,
    paddingheight: 2,
  });
  doc.image(png, 16, 40, { fit: [256, 80] });
  let y = 130;
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(9).text(`${label}: `, 16, y, { continued: true, lineBreak: false });
    doc.font('Helvetica').text(value, { lineBreak: false });
    y += 14;
  };
  line('Transportista', data.carrier_name);
  line('N° de seguimiento', data.tracking_number || '—');
  line('Fecha de envío', day(data.ship_date));
  line('Entrega estimada', day(data.estimated_delivery));
  line('Muelle', data.dock_name || '—');
  const orders = data.consolidations.flatMap((c) => c.orders);
  line('Órdenes', String(orders.length));
  y += 6;
  doc.font('Helvetica-Bold').fontSize(9).text('Destinos', 16, y, { lineBreak: false });
  y += 13;
  doc.font('Helvetica').fontSize(8);
  const destinations = [...new Map(orders.map((o) => [`${o.customer_name}|${o.address ?? ''}`, o])).values()];
  for (const order of destinations.slice(0, 12)) {
    doc.text(`${order.customer_name} — ${order.address || 'sin dirección'}`, 16, y, {
      width: 256,
      height: 11,
      ellipsis: true,
      lineBreak: false,
    });
    y += 11;
  }
  if (destinations.length > 12)
    doc.text(`y ${destinations.length - 12} destinos más (ver manifiesto)`, 16, y, { lineBreak: false });
  if (orders.length === 0) doc.text('Sin órdenes consolidadas', 16, y, { lineBreak: false });
  doc.end();
  return done;
}
