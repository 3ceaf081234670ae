import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { recallXlsx } from './dm-documents';
import type { RecallDetail } from './recall-picture';

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
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await recallXlsx(recall)) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Retiro',
      'En stock',
      'Unidades',
      'Egresos',
      'Despachos',
      'En preparación',
      'Implantes',
    ]);
    const head = workbook.getWorksheet('Retiro')!.getRow(2);
    expect(head.getCell(2).value).toBe(`'=HYPERLINK("http://x")`);
    expect(head.getCell(8).value).toBe(`'+56 9 1234`);
    expect(head.getCell(9).value).toBe(`'@SUM(A1)`);
    const unit = workbook.getWorksheet('Unidades')!.getRow(2);
    expect(unit.getCell(3).value).toBe(`'-1`);
    expect(unit.getCell(5).value).toBe(3);
    expect(unit.getCell(6).value).toBe('Recuperado (en cuarentena)');
  });
});
