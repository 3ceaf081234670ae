import { formatDateCL, formatDateTimeCL, formatRunWithDots, RECALL_UNIT_LABELS } from '@bodega/domain';
import PDFDocument from 'pdfkit';
import { dateCell, xlsxWorkbook } from '../../lib/spreadsheet-export';
import type { ImplantResponse } from './manage-implants';
import type { RecallDetail } from './read-recall-picture';

const INSTITUTION = process.env.HEALTH_INSTITUTION_NAME || 'Bodega Clínica — Hospital';

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A moment as every document prints it: Santiago, 'dd-mm-aaaa hh:mm' (or the day alone). */
function dateCL(value: string | null | undefined, withTime = true): string {
  if (!value) return '—';
  return (withTime ? formatDateTimeCL(value) : formatDateCL(value)) || value;
}

/**
 * The implant card. The national rule first: it is issued under norma técnica N° 247 by the
 * health institution named at its head; then the fields EU MDR art. 18 asks: device name and
 * model, UDI-DI (GTIN), lot or serial, the manufacturer, implantation date and patient
 * identification. Card-sized (credit card × 2, folded) so the patient can carry it.
 */
export function implantCardPdf(
  implant: ImplantResponse,
  product: { codigo_fabrica: string | null; fabricante: string | null },
): Promise<Buffer> {
  const doc = new PDFDocument({ size: [420, 300], margin: 20, info: { Title: `Tarjeta de implante ${implant.referencia}` } });
  doc.font('Helvetica-Bold').fontSize(14).text('TARJETA DE IMPLANTE', { align: 'center' });
  doc.font('Helvetica-Bold').fontSize(8).text(`Norma técnica N° 247 — Institución de salud: ${INSTITUTION}`, { align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text('Datos según el Reglamento (UE) 2017/745 sobre productos sanitarios (MDR), artículo 18', { align: 'center' });
  doc.moveDown(0.6);
  const line = (label: string, value: string | null | undefined) => {
    doc.font('Helvetica-Bold').fontSize(9).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value || '—');
  };
  line('Paciente', `${implant.nombre_paciente} — RUN ${formatRunWithDots(implant.run_paciente)}`);
  line('Dispositivo', implant.dispositivo_nombre);
  line('Modelo / referencia', product.codigo_fabrica ?? implant.sku);
  line('UDI-DI (GTIN)', implant.gtin);
  line(implant.serial_number ? 'Número de serie' : 'Lote', implant.serial_number ?? implant.lot_number);
  if (implant.serial_number && implant.lot_number) line('Lote', implant.lot_number);
  line('Fabricante', product.fabricante?.trim() || 'no registrado');
  line('UDI escaneado', implant.udi_raw);
  line('Fecha de implantación', dateCL(implant.fecha_implantacion, false));
  line('Institución de salud', `${INSTITUTION}${implant.servicio_clinico ? ` — ${implant.servicio_clinico}` : ''}`);
  line('Profesional', implant.nombre_profesional_implante);
  line('Procedimiento', `${implant.prestacion_quirurgica}${implant.codigo_prestacion ? ` (${implant.codigo_prestacion})` : ''}`);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(7).text(`Referencia ${implant.referencia}. Presente esta tarjeta en toda atención de salud.`);
  return toBuffer(doc);
}

/** The recall report: head, what was held and done, and the whole picture. */
export function recallReportPdf(recall: RecallDetail): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Retiro ${recall.numero}` } });
  doc.font('Helvetica-Bold').fontSize(16).text(`Alerta sanitaria / Retiro ${recall.numero}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Producto: ${recall.product_name} (${recall.sku})${recall.gtin ? ` — GTIN ${recall.gtin}` : ''}`);
  doc.text(
    `Alcance: ${recall.todos ? 'todas las unidades' : [recall.lotes.length ? `lotes ${recall.lotes.join(', ')}` : '', recall.series.length ? `series ${recall.series.join(', ')}` : ''].filter(Boolean).join('; ')}`,
  );
  doc.text(`Motivo: ${recall.motivo}`);
  doc.text(`Referencia: ${recall.referencia}`);
  doc.text(
    `Estado: ${recall.estado} — abierto ${dateCL(recall.created_at)}${recall.closed_at ? `, cerrado ${dateCL(recall.closed_at)}` : ''}`,
  );
  if (recall.informe_cierre) doc.text(`Informe de cierre: ${recall.informe_cierre}`);
  const section = (title: string, rows: string[]) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(title);
    doc.font('Helvetica').fontSize(9);
    if (rows.length === 0) doc.text('Sin registros.');
    for (const row of rows) doc.text(row);
  };
  const unit = (lot: string | null, serial: string | null) =>
    [lot ? `lote ${lot}` : '', serial ? `serie ${serial}` : ''].filter(Boolean).join(' ');
  section(
    `En stock (${recall.totales.en_stock} unidades) por ubicación`,
    recall.por_ubicacion.map(
      (l) => `${l.ubicacion}${l.descripcion ? ` (${l.descripcion})` : ''}: ${l.cantidad} (retenidas ${l.retenido})`,
    ),
  );
  section(
    'Unidades en stock (lote y serie)',
    recall.en_stock.map(
      (r) =>
        `${r.ubicacion}${r.servicio_clinico ? ` (${r.servicio_clinico})` : ''} ${unit(r.lot_number, r.serial_number) || 'sin lote'}: ${r.cantidad} (retenidas ${r.retenido})`,
    ),
  );
  section(
    `En servicios clínicos (${recall.totales.en_servicios})`,
    recall.por_servicio.map((l) => `${l.servicio_clinico} [${l.ubicacion}]: ${l.cantidad}`),
  );
  section(
    'Unidades del retiro y su destino',
    recall.unidades.map(
      (u) =>
        `${u.ubicacion}${u.servicio_clinico ? ` (${u.servicio_clinico})` : ''} ${unit(u.lot_number, u.serial_number)}: ${u.cantidad} — ${RECALL_UNIT_LABELS[u.estado as keyof typeof RECALL_UNIT_LABELS] ?? u.estado}`,
    ),
  );
  section(
    `Egresos (${recall.totales.egresados} unidades)`,
    recall.egresos.map(
      (e) => `${dateCL(e.fecha)} ${e.numero} → ${e.area_servicio}: ${unit(e.lot_number, e.serial_number)} × ${e.cantidad}`,
    ),
  );
  section(
    `Despachos (${recall.totales.despachados} unidades)`,
    recall.despachos.map(
      (d) =>
        `${dateCL(d.fecha)} ${d.referencia ?? ''}${d.orden ? ` ${d.orden}` : ''} ${d.cliente ?? d.destino ?? ''}: ${unit(d.lot_number, d.serial_number)} × ${d.cantidad}`,
    ),
  );
  section(
    `En preparación de despacho (${recall.totales.en_preparacion} unidades)`,
    recall.en_preparacion.map(
      (o) => `${o.numero}${o.cliente ? ` (${o.cliente})` : ''}: ${unit(o.lot_number, o.serial_number)} × ${o.cantidad}`,
    ),
  );
  section(
    `Implantes (${recall.totales.implantados})`,
    recall.implantes.map(
      (i) =>
        `${dateCL(i.fecha_implantacion)} RUN ${formatRunWithDots(i.run_paciente)} ${i.nombre_paciente} — ${i.servicio_clinico ?? 'sin servicio'} — ${i.nombre_profesional_implante} — ${unit(i.lot_number, i.serial_number)} (${i.estado})`,
    ),
  );
  return toBuffer(doc);
}

const columns = (...headers: string[]) => headers.map((header) => ({ header, width: 20 }));

/** The recall's workbook, one sheet per part, through the shared writer (formula-injection-safe cells). */
export function recallXlsx(recall: RecallDetail): Promise<Buffer> {
  const label = (estado: string) => RECALL_UNIT_LABELS[estado as keyof typeof RECALL_UNIT_LABELS] ?? estado;
  return xlsxWorkbook([
    {
      name: 'Retiro',
      columns: columns(
        'Número',
        'Producto',
        'SKU',
        'GTIN',
        'Lotes',
        'Series',
        'Todos',
        'Motivo',
        'Referencia',
        'Estado',
        'Abierto',
        'Cerrado',
        'Informe',
      ),
      lines: [
        [
          recall.numero,
          recall.product_name,
          recall.sku,
          recall.gtin,
          recall.lotes.join(', '),
          recall.series.join(', '),
          recall.todos ? 'Sí' : 'No',
          recall.motivo,
          recall.referencia,
          recall.estado,
          dateCell(recall.created_at, true),
          dateCell(recall.closed_at, true),
          recall.informe_cierre,
        ],
      ],
    },
    {
      name: 'En stock',
      columns: columns('Ubicación', 'Servicio clínico', 'Lote', 'Serie', 'Vencimiento', 'Cantidad', 'Retenido'),
      lines: recall.en_stock.map((r) => [
        r.ubicacion,
        r.servicio_clinico,
        r.lot_number,
        r.serial_number,
        dateCell(r.expiry_date),
        r.cantidad,
        r.retenido,
      ]),
    },
    {
      name: 'Unidades',
      columns: columns('Ubicación', 'Servicio clínico', 'Lote', 'Serie', 'Cantidad', 'Estado', 'Resuelto'),
      lines: recall.unidades.map((u) => [
        u.ubicacion,
        u.servicio_clinico,
        u.lot_number,
        u.serial_number,
        u.cantidad,
        label(u.estado),
        dateCell(u.resolved_at, true),
      ]),
    },
    {
      name: 'Egresos',
      columns: columns('N° Orden', 'Área/Servicio', 'Fecha', 'Lote', 'Serie', 'Cantidad'),
      lines: recall.egresos.map((e) => [
        e.numero,
        e.area_servicio,
        dateCell(e.fecha, true),
        e.lot_number,
        e.serial_number,
        e.cantidad,
      ]),
    },
    {
      name: 'Despachos',
      columns: columns('Referencia', 'Envío', 'Orden', 'Cliente / destino', 'Fecha', 'Lote', 'Serie', 'Cantidad'),
      lines: recall.despachos.map((d) => [
        d.referencia,
        d.envio,
        d.orden,
        d.cliente ?? d.destino,
        dateCell(d.fecha, true),
        d.lot_number,
        d.serial_number,
        d.cantidad,
      ]),
    },
    {
      name: 'En preparación',
      columns: columns('Orden', 'Cliente', 'Estado', 'Lote', 'Serie', 'Cantidad'),
      lines: recall.en_preparacion.map((o) => [o.numero, o.cliente, o.estado, o.lot_number, o.serial_number, o.cantidad]),
    },
    {
      name: 'Implantes',
      columns: columns('RUN', 'Paciente', 'Fecha implantación', 'Servicio', 'Profesional', 'Lote', 'Serie', 'Estado'),
      lines: recall.implantes.map((i) => [
        i.run_paciente,
        i.nombre_paciente,
        dateCell(i.fecha_implantacion, true),
        i.servicio_clinico,
        i.nombre_profesional_implante,
        i.lot_number,
        i.serial_number,
        i.estado,
      ]),
    },
  ]);
}
