import { describe, expect, it } from 'vitest';
import { estimatePickingMinutes } from '../formulas/picking';
import { TASK_FORM_HINTS, taskLineCriteria, type TaskCriterionOption } from './task-form';

const lot = (value: string, entry: string, expiry: string, units: number): TaskCriterionOption => ({
  type: 'lot',
  value,
  lot_number: value,
  entry_date: entry,
  expiry_date: expiry,
  available_quantity: units,
});
const lots = [
  lot('B', '2025-02-01', '2026-01-31', 4),
  lot('A', '2025-01-01', '2027-01-31', 3),
  lot('C', '2025-03-01', '2025-12-31', 5),
];
const expiries: TaskCriterionOption[] = lots.map((l) => ({
  type: 'expiry',
  value: l.expiry_date!,
  expiry_date: l.expiry_date!,
  available_quantity: l.available_quantity,
}));

describe("'Criterios Seleccionados' of a task line", () => {
  it('FIFO takes the oldest entries until the quantity is covered', () => {
    const card = taskLineCriteria({ strategy: 'fifo', quantity: 5, lots, expiries, productAvailable: 12 });
    expect(card.heading).toBe('(Automático - FIFO)');
    expect(card.criteria).toEqual([
      { type: 'lot', value: 'A', quantity: 3 },
      { type: 'lot', value: 'B', quantity: 2 },
    ]);
    expect(card.total).toBe(5);
    expect(card.hint).toBe('Total disponible en criterios seleccionados: 12 unidades');
  });

  it('LIFO takes the newest first; FEFO the earliest expiry', () => {
    expect(taskLineCriteria({ strategy: 'lifo', quantity: 2, lots, expiries, productAvailable: 12 }).criteria).toEqual([
      { type: 'lot', value: 'C', quantity: 2 },
    ]);
    expect(taskLineCriteria({ strategy: 'fefo', quantity: 7, lots, expiries, productAvailable: 12 }).criteria).toEqual([
      { type: 'expiry', value: '2025-12-31', quantity: 5 },
      { type: 'expiry', value: '2026-01-31', quantity: 2 },
    ]);
  });

  it('caps the quantity at what the criteria hold', () => {
    const card = taskLineCriteria({ strategy: 'fifo', quantity: 40, lots, expiries, productAvailable: 12 });
    expect(card.total).toBe(12);
    expect(card.available).toBe(12);
  });

  it('manual shows the chosen criterion and its maximum', () => {
    const card = taskLineCriteria({ strategy: 'manual', quantity: 9, lots, expiries, manual: lots[0]!, productAvailable: 12 });
    expect(card).toMatchObject({
      heading: '(Manual)',
      total: 4,
      available: 4,
      hint: 'Máximo para Lote seleccionado: 4 unidades',
    });
    expect(TASK_FORM_HINTS.criterionMax('serial', 1)).toBe('Máximo para S/N seleccionado: 1 unidades');
    expect(TASK_FORM_HINTS.criterionMax('expiry', 2)).toBe('Máximo para Vencimiento seleccionado: 2 unidades');
  });

  it('without a criterion, the product availability', () => {
    expect(taskLineCriteria({ strategy: 'manual', quantity: 1, lots, expiries, productAvailable: 12 })).toMatchObject({
      heading: null,
      hint: 'Máximo disponible: 12 unidades',
    });
  });
});

describe('estimated time of a task', () => {
  it('is 2 min per line plus 0.5 per item, rounded', () => {
    expect(estimatePickingMinutes([{ quantity: 3 }])).toBe(4); // 2 + 1.5 = 3.5 → 4
    expect(estimatePickingMinutes([{ quantity: 2 }, { quantity: 1 }])).toBe(6); // 4 + 1.5 = 5.5 → 6
    expect(estimatePickingMinutes([])).toBe(0);
  });
});
