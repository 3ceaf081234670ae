import { orderSchema } from '@bodega/domain';
import { describe, expect, it } from 'vitest';
import type { StockLocation } from '../api/types';
import { criteriaOptions } from '../../../lib/product-line-criteria';
import { emptyLine, emptyOrder, startingLinePrice, toPayload, usedElsewhere, wantsAllocation } from './order-form';

const product = {
  id: 4,
  sku: 'S',
  name: 'Sutura',
  category: '',
  unit_of_measure: 'UN',
  barcode: null,
  current_stock: 10,
  available_quantity: 10,
  has_stock: true,
  has_lots: true,
  has_serials: false,
  has_expiry: true,
  unit_price: null,
};
const row = (lot: string, available: number, expiry: string, expired = false): StockLocation => ({
  inventory_id: 1,
  location_id: 1,
  location_code: 'A',
  lot_number: lot,
  serial_number: null,
  expiry_date: expiry,
  entry_date: '2026-01-01',
  quantity: available,
  reserved_quantity: 0,
  held_quantity: 0,
  available_quantity: available,
  expired,
});

describe('order form', () => {
  it("starts a line's price from the product's list price in whole pesos (list prices may carry centavos)", () => {
    expect(startingLinePrice({ unit_price: 83_990.5 })).toBe(83_991);
    expect(startingLinePrice({ unit_price: 1_490.49 })).toBe(1_490);
    expect(startingLinePrice({ unit_price: 5_000 })).toBe(5_000);
    expect(startingLinePrice({ unit_price: null })).toBeNull();
    expect(startingLinePrice(null)).toBeNull();
    // The rounded price is one the order schema takes; the list price itself is not.
    const order = (unit_price: number) =>
      toPayload({ ...emptyOrder(), customer_id: 3, order_lines: [{ ...emptyLine(), product, quantity: 1, unit_price }] });
    expect(orderSchema.safeParse(order(startingLinePrice({ unit_price: 83_990.5 })!)).success).toBe(true);
    expect(orderSchema.safeParse(order(83_990.5)).success).toBe(false);
  });

  it('builds the payload the domain schema accepts, with strategy config and manual criteria', () => {
    const values = {
      ...emptyOrder(),
      customer_id: 3,
      strategy_level: 'product' as const,
      order_lines: [
        {
          ...emptyLine(),
          product,
          quantity: 2,
          unit_price: 1500,
          picking_strategy: 'manual' as const,
          criteria_type: 'lot' as const,
          criteria_value: 'L1',
          max_quantity: 5,
        },
      ],
    };
    const payload = toPayload(values);
    expect(orderSchema.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({
      picking_strategy_config: { level: 'product', strategy: null },
      order_lines: [{ picking_strategy: 'manual', picking_criteria: { type: 'lot', value: 'L1' } }],
    });
    expect(wantsAllocation(values)).toBe(true);
    expect(wantsAllocation(emptyOrder())).toBe(false);
  });

  it('offers unexpired lots with their available units and marks a lot used on another line', () => {
    const options = criteriaOptions([row('L1', 3, '2030-01-01'), row('L1', 2, '2030-01-01'), row('LX', 4, '2020-01-01', true)]);
    expect(options.lot).toMatchObject([{ value: 'L1', available_quantity: 5 }]);
    expect(options.expiry.map((o) => o.value)).toEqual(['2030-01-01']);
    const lines = [
      { ...emptyLine(), product, criteria_type: 'lot' as const, criteria_value: 'L1' },
      { ...emptyLine(), product, criteria_type: 'lot' as const },
    ];
    expect([...usedElsewhere(lines, 1)]).toEqual(['L1']);
  });
});
