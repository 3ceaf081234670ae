import { describe, expect, it } from 'vitest';
import type { EgresoDetail, EgresoItemDetail } from '../api/types';
import { egresoReportHtml, extraPrintFields, printFieldText } from './report-html';

const custom = Object.fromEntries(
  ['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'].map((n) => [`custom_field_${n}`, null]),
) as Record<`custom_field_${90 | 91 | 92 | 93 | 94 | 95 | 96 | 97 | 98 | 99}`, string | null>;

const item: EgresoItemDetail = {
  id: 1,
  line_no: 1,
  product_id: 11,
  product_name: 'Aguja <23G>',
  product_sku: 'INS-0011',
  product_barcode: '7800042000111',
  location_id: 12,
  location_code: 'INS-B01-2',
  location_description: null,
  quantity: 1200,
  lot_number: 'INS011-1',
  serial_number: null,
  expiry_date: '2027-07-30',
  production_date: '2026-01-15',
  pack_date: null,
  best_before_date: null,
  barcode_scanned: '0107800042000111\x1d10INS011-1',
  gtin: '07800042000111',
  sscc: '106141411234567897',
  gln: null,
  gsin: null,
  gdti: null,
  net_weight_kg: 1.25,
  gross_weight_kg: null,
  net_weight_lb: null,
  gross_weight_lb: null,
  ...custom,
  custom_field_91: 'INTERNO-7',
  strategy_compliant: false,
  strategy_warning: 'No cumple FEFO: el vencimiento 30-07-2027 no es el más próximo',
};

const order: EgresoDetail = {
  id: 5,
  order_number: 'EGR-1',
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  area_servicio: 'PABELLON',
  strategy: 'fefo',
  items_count: 1,
  sku_count: 1,
  total_quantity: 1200,
  non_compliant_count: 1,
  notes: 'Cirugía & urgencia',
  status: 'Completado',
  user: { id: 1, username: 'admin' },
  cancelled_at: null,
  cancelled_by: null,
  items: [item],
};

describe('Reporte de Salida', () => {
  it('formats the print fields', () => {
    expect(printFieldText(item, 'expiry_date')).toBe('30-07-2027');
    expect(printFieldText(item, 'net_weight_kg')).toBe('1,25');
    expect(printFieldText(item, 'gln')).toBe('');
    expect(extraPrintFields(item).map((field) => field.label)).toEqual([
      'Fecha de producción',
      'GTIN',
      'SSCC',
      'Peso neto (kg)',
      'Campo 91',
    ]);
  });

  it('prints the header, every line with its GS1 fields, escaped', () => {
    const html = egresoReportHtml(order, new Date('2026-11-20T16:00:00Z'));
    expect(html).toContain('<title>Reporte de Salida EGR-1</title>');
    expect(html).toContain('Pabellón');
    expect(html).toContain('FEFO');
    expect(html).toContain('Aguja &#60;23G&#62;');
    expect(html).toContain('Cirugía &#38; urgencia');
    expect(html).toContain('INS011-1');
    expect(html).toContain('30-07-2027');
    expect(html).toContain('1.200');
    expect(html).toContain('SSCC (00):</b> 106141411234567897');
    expect(html).toContain('Campo 91 (91):</b> INTERNO-7');
    expect(html).toContain('&#60;GS&#62;');
    expect(html).toContain('No cumple FEFO');
    expect(html).toContain('Impreso el 20-11-2026 13:00');
  });
});
