import { describe, expect, it } from 'vitest';
import type { ScanResult } from '../api/types';
import {
  addScannedLine,
  applySuggestion,
  hasLotCriteria,
  lineFromScan,
  toPayloadInput,
  withVerdict,
  type EgresoFormValues,
} from './lines';

const custom = Object.fromEntries(
  ['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'].map((n) => [`custom_field_${n}`, null]),
) as Record<`custom_field_${90 | 91 | 92 | 93 | 94 | 95 | 96 | 97 | 98 | 99}`, null>;

function scan(overrides: Partial<ScanResult['item']> = {}, available = 27): ScanResult {
  return {
    barcode_type: 'GS1',
    classification: { kind: 'product', message: 'Producto GS1 detectado' },
    warnings: [],
    product: { id: 11, sku: 'INS-0011', name: 'Aguja 23G', cantidad_x_caja: 100 },
    available_quantity: available,
    compliance: { compliant: true, warning: null, suggestion: null },
    item: {
      product_id: 11,
      product_name: 'Aguja 23G',
      product_sku: 'INS-0011',
      quantity: 100,
      lot_number: 'L3',
      serial_number: null,
      expiry_date: '2028-03-16',
      production_date: '2026-01-01',
      pack_date: null,
      best_before_date: null,
      barcode_scanned: '(01)07800042000111(17)280316(10)L3',
      gtin: '07800042000111',
      sscc: null,
      gln: null,
      gsin: null,
      gdti: null,
      net_weight_kg: null,
      gross_weight_kg: null,
      net_weight_lb: null,
      gross_weight_lb: null,
      ...custom,
      strategy_compliant: true,
      strategy_warning: null,
      suggested_product: null,
      ...overrides,
    },
  };
}

describe('egreso lines', () => {
  it('caps the first scan at what the lot has', () => {
    expect(lineFromScan(scan()).quantity).toBe(27);
    expect(lineFromScan(scan({ quantity: 5 })).quantity).toBe(5);
    expect(lineFromScan(scan()).meta).toEqual({ available: 27, boxSize: 100, ignored: false });
  });

  it('merges a repeated scan by one box and keeps serialised units apart', () => {
    const first = addScannedLine([], lineFromScan(scan({ quantity: 2 })));
    expect(first.kind).toBe('added');
    const again = addScannedLine(first.lines, lineFromScan(scan({ quantity: 2 })));
    expect(again).toMatchObject({ kind: 'merged', index: 0 });
    expect(again.lines[0]!.quantity).toBe(102);
    const serial = addScannedLine(again.lines, lineFromScan(scan({ serial_number: 'S1' })));
    expect(serial).toMatchObject({ kind: 'added', index: 1 });
    const otherLot = addScannedLine(again.lines, lineFromScan(scan({ lot_number: 'L1', expiry_date: '2027-07-30' })));
    expect(otherLot.lines).toHaveLength(2);
  });

  it('uses the suggestion: lot and expiry from inventory, scanned-unit data cleared', () => {
    const line = lineFromScan(
      scan(
        {
          quantity: 40,
          strategy_compliant: false,
          strategy_warning: 'No cumple FEFO',
          suggested_product: {
            type: 'expiry_date',
            value: '2027-07-30',
            available_quantity: 20,
            date: '2027-07-30',
            lot_number: 'L1',
            expiry_date: '2027-07-30',
          },
        },
        26,
      ),
    );
    const ignored = { ...line, meta: { ...line.meta, ignored: true } };
    const fixed = applySuggestion(ignored, line.suggested_product!, { compliant: true, warning: null, suggestion: null });
    expect(fixed).toMatchObject({
      lot_number: 'L1',
      expiry_date: '2027-07-30',
      production_date: null,
      quantity: 20,
      strategy_compliant: true,
      strategy_warning: null,
      suggested_product: null,
      barcode_scanned: line.barcode_scanned,
      meta: { available: 20, ignored: false },
    });
    const lotSuggestion = applySuggestion(
      line,
      { type: 'lot', value: 'L0', available_quantity: 50, date: '2026-01-01', lot_number: null, expiry_date: null },
      { compliant: true, warning: null, suggestion: null },
    );
    expect(lotSuggestion).toMatchObject({ lot_number: 'L0', expiry_date: null, quantity: 26 });
  });

  it('re-verdicts and strips the meta for the schema', () => {
    const line = { ...lineFromScan(scan()), meta: { available: 1, boxSize: 1, ignored: true } };
    const checked = withVerdict(line, { compliant: false, warning: 'w', suggestion: null });
    expect(checked).toMatchObject({ strategy_compliant: false, strategy_warning: 'w', meta: { ignored: false } });
    expect(hasLotCriteria(line)).toBe(true);
    expect(hasLotCriteria({ lot_number: null, expiry_date: null })).toBe(false);
    const values: EgresoFormValues = { order_number: 'EGR-1', area_servicio: 'UCI', strategy: 'fefo', notes: '', items: [line] };
    const input = toPayloadInput(values);
    expect(input.items[0]).not.toHaveProperty('meta');
    expect(input.items[0]!.product_id).toBe(11);
  });
});
