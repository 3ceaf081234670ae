import { describe, expect, it } from 'vitest';
import { recallXlsx } from './render-dm-documents';
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
