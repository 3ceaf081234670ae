import { describe, expect, it } from 'vitest';
import {
  barWidthFor,
  code128Modules,
  DEFAULT_PRINT_OPTIONS,
  isCode128Text,
  LABEL_FORMAT_FOR_SIZE,
  LABEL_SIZE_FOR_FORMAT,
  LABEL_SIZES,
  printOptionsSchema,
} from './print-options';
import { messageAt } from '../schemas/test-helpers';

describe('print options', () => {
  it('defaults: standard printer, 2 per row, medium, 4x2, 203 dpi, 1 copy', () => {
    expect(DEFAULT_PRINT_OPTIONS).toEqual({
      printerType: 'standard',
      labelsPerRow: 2,
      labelSize: 'medium',
      labelFormat: '4x2',
      dpi: 203,
      copies: 1,
    });
  });

  it.each([
    ['labelsPerRow', { labelsPerRow: 0 }, 'Debe estar entre 1 y 4'],
    ['labelsPerRow', { labelsPerRow: 5 }, 'Debe estar entre 1 y 4'],
    ['copies', { copies: 0 }, 'Las copias deben estar entre 1 y 100'],
    ['copies', { copies: 1.5 }, 'Las copias deben estar entre 1 y 100'],
  ])('refuses %s %j', (path, value, message) => {
    expect(messageAt(printOptionsSchema, value, path)).toBe(message);
  });

  it('accepts only the dpi hints', () => {
    expect(printOptionsSchema.safeParse({ dpi: 300 }).success).toBe(true);
    expect(printOptionsSchema.safeParse({ dpi: 250 }).success).toBe(false);
  });

  it('pairs each size with a thermal label format both ways', () => {
    for (const size of LABEL_SIZES) expect(LABEL_SIZE_FOR_FORMAT[LABEL_FORMAT_FOR_SIZE[size]]).toBe(size);
  });

  it('bar width 2 for label printers, otherwise 1', () => {
    expect(barWidthFor('label')).toBe(2);
    expect(barWidthFor('standard')).toBe(1);
  });
});

describe('CODE128 helpers', () => {
  it('accepts printable ASCII only', () => {
    expect(isCode128Text('A-01-02 #3')).toBe(true);
    expect(isCode128Text('Señal')).toBe(false);
    expect(isCode128Text('')).toBe(false);
  });

  it('counts modules: 11 per character in code set B, digit runs of 4+ packed in pairs', () => {
    expect(code128Modules('A')).toBe(11 + 11 + 11 + 13);
    expect(code128Modules('ABC')).toBe(11 + 33 + 11 + 13);
    // '123' stays in code set B; '1234' becomes two pairs plus a switch.
    expect(code128Modules('A123')).toBe(11 + 44 + 11 + 13);
    expect(code128Modules('A1234')).toBe(11 + 11 + 33 + 11 + 13);
    expect(code128Modules('12345')).toBe(11 + 33 + 11 + 11 + 13);
  });
});
