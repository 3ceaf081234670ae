import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  automaticCriterion,
  checkLotCompliance,
  dayOf,
  offeredStrategies,
  orderLots,
  selectLotsForQuantity,
  STRATEGY_CRITERIA_MESSAGES,
  strategyCriteriaError,
} from './select-lots';

const lots = [
  { value: 'L-B', entry_date: '2024-02-01', expiry_date: '2025-01-10T00:00:00Z', quantity: 5 },
  { value: 'L-A', entry_date: '2024-01-01', expiry_date: '2025-06-01', quantity: 10 },
  { value: 'L-C', entry_date: '2024-03-01', expiry_date: '2024-12-31', quantity: 0 },
  { value: 'L-D', entry_date: '2024-04-01', expiry_date: '2025-03-01', quantity: 7 },
];

describe('orderLots', () => {
  it.each([
    ['fifo', ['L-A', 'L-B', 'L-C', 'L-D']],
    ['lifo', ['L-D', 'L-C', 'L-B', 'L-A']],
    ['fefo', ['L-C', 'L-B', 'L-D', 'L-A']],
  ] as const)('%s', (strategy, expected) => {
    expect(orderLots(lots, strategy).map((lot) => lot.value)).toEqual(expected);
  });

  it('puts lots without the date last and keeps ties in input order', () => {
    const input = [
      { value: 'sin', quantity: 1 },
      { value: 'x', entry_date: '2024-01-01', quantity: 1 },
      { value: 'y', entry_date: '2024-01-01', quantity: 1 },
      { value: 'sin2', quantity: 1 },
    ];
    expect(orderLots(input, 'fifo').map((lot) => lot.value)).toEqual(['x', 'y', 'sin', 'sin2']);
    expect(orderLots(input, 'lifo').map((lot) => lot.value)).toEqual(['x', 'y', 'sin', 'sin2']);
  });

  it('reads FEFO expiry entries from value when they carry no expiry_date', () => {
    const entries = [
      { value: '2025-05-01', quantity: 1 },
      { value: '2025-02-01', quantity: 1 },
      { value: 'LOTE-1', quantity: 1 },
    ];
    expect(orderLots(entries, 'fefo').map((entry) => entry.value)).toEqual(['2025-02-01', '2025-05-01', 'LOTE-1']);
  });
});

describe('checkLotCompliance', () => {
  it('FIFO: the oldest lot with stock complies', () => {
    expect(checkLotCompliance({ strategy: 'fifo', item: { lot_number: 'L-A' }, lots })).toEqual({
      compliant: true,
      warning: null,
      suggestion: null,
    });
  });

  it('FIFO: a newer lot gets a warning suggesting the oldest', () => {
    const result = checkLotCompliance({ strategy: 'fifo', item: { lot_number: 'L-D' }, lots });
    expect(result.compliant).toBe(false);
    expect(result.suggestion).toEqual({
      type: 'lot',
      value: 'L-A',
      available_quantity: 10,
      date: '2024-01-01',
      lot_number: 'L-A',
      expiry_date: '2025-06-01',
    });
    expect(result.warning).toBe(
      'No cumple FIFO: el lote L-D no es el más antiguo. Se sugiere el lote L-A (ingreso 01-01-2024, 10 disponibles)',
    );
  });

  it('LIFO: the newest lot with stock is wanted', () => {
    expect(checkLotCompliance({ strategy: 'lifo', item: { lot_number: 'L-D' }, lots }).compliant).toBe(true);
    const result = checkLotCompliance({ strategy: 'lifo', item: { lot_number: 'L-A' }, lots });
    expect(result.compliant).toBe(false);
    expect(result.suggestion?.value).toBe('L-D');
    expect(result.warning).toBe(
      'No cumple LIFO: el lote L-A no es el más reciente. Se sugiere el lote L-D (ingreso 01-04-2024, 7 disponibles)',
    );
  });

  it('ignores lots without stock when looking for the oldest', () => {
    // L-C is newest but empty, so LIFO wants L-D.
    expect(checkLotCompliance({ strategy: 'lifo', item: { lot_number: 'L-C' }, lots }).suggestion?.value).toBe('L-D');
  });

  it('a lot that entered the same day as the best one complies', () => {
    const sameDay = [
      { value: 'X', entry_date: '2024-01-01', quantity: 1 },
      { value: 'Y', entry_date: '2024-01-01', quantity: 1 },
    ];
    expect(checkLotCompliance({ strategy: 'fifo', item: { lot_number: 'Y' }, lots: sameDay }).compliant).toBe(true);
  });

  it('FEFO compares expiry days and suggests the nearest with stock', () => {
    expect(checkLotCompliance({ strategy: 'fefo', item: { expiry_date: '2025-01-10' }, lots }).compliant).toBe(true);
    const result = checkLotCompliance({ strategy: 'fefo', item: { expiry_date: '2025-06-01T10:00:00' }, lots });
    expect(result.compliant).toBe(false);
    expect(result.suggestion).toEqual({
      type: 'expiry_date',
      value: '2025-01-10',
      available_quantity: 5,
      date: '2025-01-10',
      lot_number: null,
      expiry_date: '2025-01-10',
    });
    expect(result.warning).toBe(
      'No cumple FEFO: el vencimiento 01-06-2025 no es el más próximo. Se sugiere el vencimiento 10-01-2025, 5 disponibles',
    );
  });

  it('FEFO names the lot of the suggestion when known', () => {
    const withLots = [
      { lot_number: 'A1', expiry_date: '2025-01-01', quantity: 2 },
      { lot_number: 'B1', expiry_date: '2026-01-01', quantity: 2 },
    ];
    const result = checkLotCompliance({ strategy: 'fefo', item: { expiry_date: '2026-01-01' }, lots: withLots });
    expect(result.warning).toBe(
      'No cumple FEFO: el vencimiento 01-01-2026 no es el más próximo. Se sugiere el vencimiento 01-01-2025 (lote A1), 2 disponibles',
    );
    expect(result.suggestion?.lot_number).toBe('A1');
  });

  it.each([
    ['libre strategy', 'libre', { lot_number: 'L-D' }, lots],
    ['manual strategy', 'manual', { lot_number: 'L-D' }, lots],
    ['no lot on the item', 'fifo', {}, lots],
    ['blank lot', 'fifo', { lot_number: '  ' }, lots],
    ['no expiry on the item', 'fefo', { lot_number: 'L-D' }, lots],
    ['no lots available', 'fifo', { lot_number: 'L-D' }, [{ value: 'L-D', entry_date: '2024-01-01', quantity: 0 }]],
    ['empty list', 'fefo', { expiry_date: '2025-01-01' }, []],
    ['unknown lot', 'fifo', { lot_number: 'NO-EXISTE' }, lots],
    ['unknown expiry', 'fefo', { expiry_date: '2030-01-01' }, lots],
  ])('no warning: %s', (_name, strategy, item, list) => {
    expect(checkLotCompliance({ strategy, item, lots: list })).toEqual({ compliant: true, warning: null, suggestion: null });
  });
});

describe('selectLotsForQuantity', () => {
  it('takes lots in strategy order until the request is covered', () => {
    const result = selectLotsForQuantity({ strategy: 'fifo', lots, quantity: 12 });
    expect(result.selections.map((s) => [s.lot.value, s.quantity])).toEqual([
      ['L-A', 10],
      ['L-B', 2],
    ]);
    expect(result).toMatchObject({ total_available: 22, quantity: 12, covered: true });
  });

  it('FEFO takes the earliest expiry first, skipping lots without stock', () => {
    const result = selectLotsForQuantity({ strategy: 'fefo', lots, quantity: 6 });
    expect(result.selections.map((s) => [s.lot.value, s.quantity])).toEqual([
      ['L-B', 5],
      ['L-D', 1],
    ]);
  });

  it('caps the quantity at what is available', () => {
    const result = selectLotsForQuantity({ strategy: 'lifo', lots, quantity: 100 });
    expect(result.selections.map((s) => [s.lot.value, s.quantity])).toEqual([
      ['L-D', 7],
      ['L-B', 5],
      ['L-A', 10],
    ]);
    expect(result).toMatchObject({ total_available: 22, quantity: 22, covered: false });
  });

  it('uses available_quantity and skips disabled lots', () => {
    const result = selectLotsForQuantity({
      strategy: 'fifo',
      lots: [
        { value: 'A', entry_date: '2024-01-01', quantity: 50, available_quantity: 3 },
        { value: 'B', entry_date: '2024-01-02', quantity: 9, disabled: true },
        { value: 'C', entry_date: '2024-01-03', available_quantity: 4 },
      ],
      quantity: 5,
    });
    expect(result.selections.map((s) => [s.lot.value, s.quantity])).toEqual([
      ['A', 3],
      ['C', 2],
    ]);
  });

  it('selects nothing for a zero or negative request', () => {
    expect(selectLotsForQuantity({ strategy: 'fifo', lots, quantity: 0 }).selections).toEqual([]);
    expect(selectLotsForQuantity({ strategy: 'fifo', lots, quantity: -1 }).quantity).toBe(0);
  });

  it('never selects more than requested or available', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            entry_date: fc.constantFrom('2024-01-01', '2024-02-01', null),
            quantity: fc.integer({ min: -2, max: 20 }),
          }),
        ),
        fc.integer({ min: 0, max: 200 }),
        (list, quantity) => {
          const result = selectLotsForQuantity({ strategy: 'fifo', lots: list, quantity });
          const taken = result.selections.reduce((sum, s) => sum + s.quantity, 0);
          return taken === result.quantity && taken <= quantity && taken <= result.total_available;
        },
      ),
    );
  });
});

describe('automaticCriterion (order form)', () => {
  it.each([
    ['fifo', 'L-A'],
    ['lifo', 'L-D'],
    ['fefo', 'L-B'],
  ])('%s takes %s', (strategy, value) => {
    expect(automaticCriterion(strategy, lots)?.value).toBe(value);
  });

  it('is null for manual or without stock', () => {
    expect(automaticCriterion('manual', lots)).toBeNull();
    expect(automaticCriterion('fifo', [])).toBeNull();
  });
});

describe('strategy rules per line', () => {
  it.each([
    ['fefo', { expiry_dates: [] }, 'Este producto no tiene fechas de vencimiento para estrategia FEFO'],
    ['fefo', { expiry_dates: ['2025-01-01'] }, null],
    ['fifo', { lots: [] }, 'Este producto no tiene criterios de trazabilidad'],
    ['lifo', {}, 'Este producto no tiene criterios de trazabilidad'],
    ['fifo', { lots: ['L1'] }, null],
    ['manual', { lots: null, serials: [], expiry_dates: [] }, 'Este producto no tiene criterios para selección manual'],
    ['manual', { serials: ['S1'] }, null],
    ['libre', {}, null],
  ])('%s with %j', (strategy, available, message) => {
    expect(strategyCriteriaError(strategy, available)).toBe(message);
  });

  it('offers FEFO only for products with expiry dates', () => {
    expect(offeredStrategies({ expiry_dates: [] })).toEqual(['fifo', 'lifo', 'manual']);
    expect(offeredStrategies({ expiry_dates: ['2025-01-01'] })).toEqual(['fifo', 'lifo', 'fefo', 'manual']);
  });

  it('has the generic message', () => {
    expect(STRATEGY_CRITERIA_MESSAGES.noneAvailable).toBe('Este producto no tiene criterios de trazabilidad disponibles');
  });
});

describe('dayOf', () => {
  it.each([
    ['2025-01-10T23:00:00Z', '2025-01-10'],
    [new Date('2025-01-10T12:00:00Z'), '2025-01-10'],
    [new Date('nope'), null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, day) => {
    expect(dayOf(input)).toBe(day);
  });
});
