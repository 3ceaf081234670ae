import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { implantCardPdf, recallXlsx } from './render-dm-documents';
import type { ImplantResponse } from './manage-implants';
import type { RecallDetail } from './read-recall-picture';
import { readXlsx } from '../../../test/xlsx';

const recall: RecallDetail = {
  id: 1,
  numero: 'RET-000001',
  product_id: 1,
  product_name: '=HYPERLINK("http://x")',
  sku: 'SKU-1',
  gtin: null,
  lotes: ['L-1'],
  series: [],
  todos: false,
  motivo: '+56 9 1234',
  referencia: '@SUM(A1)',
  estado: 'Abierto',
  informe_cierre: null,
  creado_por: 'admin',
  created_at: '2026-11-25T10:00:00.000Z',
  closed_at: null,
  unidades: [
    {
      id: 1,
      location_id: 1,
      ubicacion: 'A-01',
      servicio_clinico: null,
      lot_number: '-1',
      serial_number: null,
      cantidad: 3,
      estado: 'recuperado',
      resolved_at: null,
    },
  ],
  en_stock: [],
  por_ubicacion: [],
  por_servicio: [],
  egresos: [],
  egresos_por_area: [],
  despachos: [],
  en_preparacion: [],
  implantes: [],
  totales: { en_stock: 0, en_servicios: 0, egresados: 0, despachados: 0, en_preparacion: 0, implantados: 0 },
};

describe('recallXlsx', () => {
  it('writes every part as its own sheet with formula-like text neutralised and numbers kept', async () => {
    const workbook = readXlsx(await recallXlsx(recall));
    expect(workbook.names).toEqual(['Retiro', 'En stock', 'Unidades', 'Egresos', 'Despachos', 'En preparación', 'Implantes']);
    const head = workbook.rows('Retiro')[1]!;
    expect(head[1]).toBe(`'=HYPERLINK("http://x")`);
    expect(head[7]).toBe(`'+56 9 1234`);
    expect(head[8]).toBe(`'@SUM(A1)`);
    const unit = workbook.rows('Unidades')[1]!;
    expect(unit[2]).toBe(`'-1`);
    expect(unit[4]).toBe(3);
    expect(unit[5]).toBe('Recuperado (en cuarentena)');
  });
});

/** The text a pdfkit PDF shows (standard fonts, WinAnsi): its content streams inflated, each TJ array's hex strings joined, one line each. */
function pdfText(pdf: Buffer): string {
  const winAnsi = new TextDecoder('windows-1252');
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      lines.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join('\n');
}

describe('implantCardPdf', () => {
  const implant = {
    referencia: 'IMP-000004',
    nombre_paciente: 'María González',
    run_paciente: '12345678-5',
    dispositivo_nombre: 'Stent coronario',
    sku: 'IMP-0001',
    gtin: '07891234567895',
    serial_number: 'SN-1',
    lot_number: 'L-1',
    udi_raw: null,
    fecha_implantacion: '2026-12-01T15:00:00.000Z',
    servicio_clinico: 'Pabellón Central',
    nombre_profesional_implante: 'Dr. Pérez',
    prestacion_quirurgica: 'Angioplastía',
    codigo_prestacion: null,
  } as unknown as ImplantResponse;

  it('cites norma técnica N° 247 and the institution first, then MDR art. 18, and prints the manufacturer', async () => {
    const text = pdfText(await implantCardPdf(implant, { codigo_fabrica: 'FAB-1001', fabricante: 'Corazón Médica SpA' }));
    const norm = text.indexOf('Norma técnica N° 247');
    expect(norm).toBeGreaterThan(-1);
    expect(text).toMatch(/Norma técnica N° 247 .{1,3}Institución de salud: \S/);
    expect(text.indexOf('artículo 18')).toBeGreaterThan(norm);
    expect(text).toContain('Corazón Médica SpA');
    expect(text).not.toContain('no registrado');
  });

  it("says 'Fabricante: no registrado' only when the product has none", async () => {
    const text = pdfText(await implantCardPdf(implant, { codigo_fabrica: null, fabricante: null }));
    expect(text).toMatch(/Fabricante: \n?no registrado/);
  });
});
