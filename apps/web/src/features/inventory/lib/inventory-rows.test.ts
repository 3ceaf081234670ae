import { describe, expect, it } from 'vitest';
import type { InventoryGroup, LotRow } from '../api/types';
import { inventoryLines, lineFigures } from './inventory-rows';
import { lotRow } from './lot-row.fixture';

const status = { key: 'normal' as const, label: 'Normal', color: 'success' };
const lot = (id: number, quantity: number, lot_number: string | null): LotRow =>
  lotRow({ id, quantity, lot_number, location_code: `UB-${id}`, stock_status: { key: 'bajo', label: 'Bajo', color: 'warning' } });
const group = (id: number, lots: LotRow[]): InventoryGroup => ({
  product: { id, sku: `SKU-${id}`, name: `P${id}` } as InventoryGroup['product'],
  total_quantity: lots.reduce((sum, l) => sum + l.quantity, 0),
  reserved_quantity: 0,
  held_quantity: 0,
  lot_count: lots.length,
  location_code: lots.length > 1 ? 'Varias' : (lots[0]?.location_code ?? null),
  stock_status: status,
  lots,
});

describe('inventory lines', () => {
  const groups = [group(1, [lot(10, 5, 'A'), lot(11, 7, null)]), group(2, [lot(20, 3, 'B')]), group(3, [])];

  it('shows a grouped line per multi-lot product and plain lines for the others', () => {
    const lines = inventoryLines(groups, new Set());
    expect(lines.map((l) => [l.id, l.kind])).toEqual([
      ['p-1', 'group'],
      ['p-2', 'single'],
      ['p-3', 'single'],
    ]);
    expect(lineFigures(lines[0]!)).toEqual({ quantity: 12, reserved: 0, held: 0, location: 'Varias', status });
    expect(lineFigures(lines[1]!).quantity).toBe(3);
    expect(lineFigures(lines[2]!)).toEqual({ quantity: 0, reserved: 0, held: 0, location: null, status });
  });

  it('expands a grouped product into its lots', () => {
    const lines = inventoryLines(groups, new Set([1]));
    expect(lines.map((l) => l.id)).toEqual(['p-1', 'l-10', 'l-11', 'p-2', 'p-3']);
    expect(lineFigures(lines[2]!)).toMatchObject({ quantity: 7, location: 'UB-11' });
  });
});
