import { describe, expect, it } from 'vitest';
import { ISSUE_STRATEGIES } from '../strategies/select-lots';
import { AREAS_SERVICIO } from './egreso.schema';
import {
  AREA_SERVICIO_LABELS,
  EGRESO_PRINT_FIELDS,
  ISSUE_STRATEGY_DESCRIPTIONS,
  ISSUE_STRATEGY_LABELS,
  areaServicioLabel,
  strategyChipLabel,
} from './egreso-labels';

describe('egreso labels', () => {
  it('labels every area and strategy', () => {
    for (const area of AREAS_SERVICIO) expect(AREA_SERVICIO_LABELS[area]).toBeTruthy();
    for (const strategy of ISSUE_STRATEGIES) {
      expect(ISSUE_STRATEGY_LABELS[strategy]).toBeTruthy();
      expect(ISSUE_STRATEGY_DESCRIPTIONS[strategy]).toBeTruthy();
    }
    expect(areaServicioLabel('PABELLON')).toBe('Pabellón');
    expect(areaServicioLabel('DESCONOCIDA')).toBe('DESCONOCIDA');
  });

  it('names the compliance chip by strategy and verdict', () => {
    expect(strategyChipLabel('fefo', true)).toBe('Cumple FEFO');
    expect(strategyChipLabel('fifo', false)).toBe('No cumple FIFO');
    expect(strategyChipLabel('lifo', false, true)).toBe('LIFO ignorada');
    expect(strategyChipLabel('libre', false)).toBe('Libre');
  });

  it('lists every egress print field once', () => {
    const keys = EGRESO_PRINT_FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of [
      'lot_number',
      'expiry_date',
      'serial_number',
      'production_date',
      'pack_date',
      'sscc',
      'gln',
      'gdti',
      'gsin',
      'net_weight_kg',
      'gross_weight_kg',
      'net_weight_lb',
      'gross_weight_lb',
      'custom_field_90',
      'custom_field_99',
    ]) {
      expect(keys).toContain(key);
    }
  });
});
