import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isLowOrCritical, matchesStockFilter, rowStockStatus, stockStatus, type StockStatusInput } from './stock-status';

describe('stockStatus (rules in order)', () => {
  it.each<[string, StockStatusInput, string, string, string]>([
    ['quantity not a number', { quantity: null, min_stock: 10, max_stock: 100 }, 'error', 'Error en Datos', 'default'],
    ['quantity NaN', { quantity: Number.NaN, min_stock: 10 }, 'error', 'Error en Datos', 'default'],
    ['quantity text', { quantity: 'abc', min_stock: 10 }, 'error', 'Error en Datos', 'default'],
    ['min not a number', { quantity: 5, min_stock: undefined }, 'error', 'Error en Datos', 'default'],
    ['min empty text', { quantity: 5, min_stock: '' }, 'error', 'Error en Datos', 'default'],
    ['error wins over agotado', { quantity: 0, min_stock: null }, 'error', 'Error en Datos', 'default'],
    ['zero', { quantity: 0, min_stock: 10, max_stock: 100 }, 'agotado', 'Agotado', 'error'],
    ['negative', { quantity: -3, min_stock: 0 }, 'agotado', 'Agotado', 'error'],
    ['min 0, at max', { quantity: 100, min_stock: 0, max_stock: 100 }, 'exceso', 'Exceso', 'info'],
    ['min 0, below max', { quantity: 99, min_stock: 0, max_stock: 100 }, 'normal', 'Normal', 'success'],
    ['min 0, no max', { quantity: 5000, min_stock: 0, max_stock: 0 }, 'normal', 'Normal', 'success'],
    ['min 0, max missing', { quantity: 5000, min_stock: 0 }, 'normal', 'Normal', 'success'],
    ['half of min', { quantity: 5, min_stock: 10, max_stock: 100 }, 'critico', 'Crítico', 'error'],
    ['below half of min', { quantity: 1, min_stock: 10 }, 'critico', 'Crítico', 'error'],
    ['just above half', { quantity: 6, min_stock: 10 }, 'bajo', 'Bajo', 'warning'],
    ['at min', { quantity: 10, min_stock: 10, max_stock: 100 }, 'bajo', 'Bajo', 'warning'],
    ['above min', { quantity: 11, min_stock: 10, max_stock: 100 }, 'normal', 'Normal', 'success'],
    ['at max', { quantity: 100, min_stock: 10, max_stock: 100 }, 'exceso', 'Exceso', 'info'],
    ['over max', { quantity: 150, min_stock: 10, max_stock: 100 }, 'exceso', 'Exceso', 'info'],
    ['bajo wins over exceso when max <= min', { quantity: 10, min_stock: 10, max_stock: 5 }, 'bajo', 'Bajo', 'warning'],
    ['no max', { quantity: 1000, min_stock: 10, max_stock: null }, 'normal', 'Normal', 'success'],
    ['numeric strings', { quantity: '7', min_stock: '10', max_stock: '100' }, 'bajo', 'Bajo', 'warning'],
    ['decimal half', { quantity: 2.5, min_stock: 5 }, 'critico', 'Crítico', 'error'],
  ])('%s', (_name, input, key, label, color) => {
    expect(stockStatus(input)).toEqual({ key, label, color });
  });

  it('always yields one of the six statuses', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1000 }), fc.nat(500), fc.nat(1000), (quantity, min, max) => {
        const { key } = stockStatus({ quantity, min_stock: min, max_stock: max });
        if (quantity <= 0) return key === 'agotado';
        return ['exceso', 'critico', 'bajo', 'normal'].includes(key);
      }),
    );
  });
});

describe('stock filters', () => {
  it('counts low and critical rows for the summary card', () => {
    expect(isLowOrCritical({ quantity: 2, min_stock: 10 })).toBe(true);
    expect(isLowOrCritical({ quantity: 8, min_stock: 10 })).toBe(true);
    // An empty product with a minimum is low stock too, as analytics and the low-stock table count it.
    expect(isLowOrCritical({ quantity: 0, min_stock: 10 })).toBe(true);
    expect(isLowOrCritical({ quantity: 10, min_stock: 10 })).toBe(true);
    expect(isLowOrCritical({ quantity: 0, min_stock: 0 })).toBe(false);
    expect(isLowOrCritical({ quantity: 50, min_stock: 10 })).toBe(false);
  });

  it('judges a row of a serialised unit on the product total, other rows on their own quantity', () => {
    const product = { total: 5, min_stock: 2, max_stock: 0 };
    expect(rowStockStatus({ quantity: 1, serial_number: 'SN-1' }, product).label).toBe('Normal');
    expect(rowStockStatus({ quantity: 1, serial_number: '' }, product).label).toBe('Crítico');
    expect(rowStockStatus({ quantity: 1, serial_number: 'SN-2' }, { total: 1, min_stock: 2 }).label).toBe('Crítico');
  });

  it.each([
    ['normal', { quantity: 50, min_stock: 10, max_stock: 100 }],
    ['low', { quantity: 8, min_stock: 10 }],
    ['critical', { quantity: 1, min_stock: 10 }],
    ['excess', { quantity: 200, min_stock: 10, max_stock: 100 }],
  ] as const)('filter %s', (filter, row) => {
    expect(matchesStockFilter(row, filter)).toBe(true);
    expect(matchesStockFilter({ quantity: 0, min_stock: 10 }, filter)).toBe(false);
  });
});

describe('expired rows', () => {
  it("an expired lot reads 'Vencido' instead of its quantity's status; its expiry day is still good", () => {
    const row = { quantity: 1, min_stock: 10, today: '2026-12-01' };
    expect(stockStatus({ ...row, expiry_date: '2026-11-30' })).toEqual({ key: 'vencido', label: 'Vencido', color: 'error' });
    expect(stockStatus({ ...row, expiry_date: '2026-12-01' }).key).toBe('critico');
    expect(stockStatus({ ...row, expiry_date: null }).key).toBe('critico');
    expect(stockStatus({ ...row, quantity: 0, expiry_date: '2020-01-01' }).key).toBe('agotado');
  });
});
