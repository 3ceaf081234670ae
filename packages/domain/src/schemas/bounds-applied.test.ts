import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { costUpdateSchema } from './cost.schema';
import { dockSchema } from './dispatch.schema';
import { egresoItemSchema } from './egreso.schema';
import { locationSchema, zoneCapacityCheckSchema, zoneCapacityUpdateSchema, zoneSchema } from './facilities.schema';
import { ingresoLineSchema } from './ingreso.schema';
import { addLotSchema, stockAdjustmentSchema } from './inventory.schema';
import { movementDetailSchema } from './movement.schema';
import { orderLineSchema } from './order.schema';
import { pickItemSchema, pickingTaskLineSchema } from './picking.schema';
import { bulkImportProductSchema, productCreateSchema, productUpdateSchema } from './product.schema';
import { messagesOf } from './test-helpers';

/** Every quantity, stock, money and measure field is bounded in every schema. */
const product = {
  sku: 'SKU-1',
  barcode: '7800000000001',
  name: 'Gasa',
  category: 'Insumos',
  warehouse_id: 1,
  zone_id: 1,
  location_id: 1,
};
const productEdit = { name: 'Gasa', category: 'Insumos' };
const location = { code: 'A-01', zone_id: 1 };
const ingresoLine = { product_id: 1, quantity: 1, expiry_date: '2030-01-01' };

const cases: Array<[string, z.ZodType, Record<string, unknown>, string]> = [
  ['product current_stock', productCreateSchema, product, 'current_stock'],
  ['product min_stock', productCreateSchema, product, 'min_stock'],
  ['product max_stock', productCreateSchema, product, 'max_stock'],
  ['product cantidad_x_caja', productCreateSchema, product, 'cantidad_x_caja'],
  ['product weight', productCreateSchema, product, 'weight'],
  ['product length', productCreateSchema, product, 'length'],
  ['product width', productUpdateSchema, productEdit, 'width'],
  ['product height', productUpdateSchema, productEdit, 'height'],
  ['product edit min_stock', productUpdateSchema, productEdit, 'min_stock'],
  ['bulk import min_stock', bulkImportProductSchema, { sku: 'A', name: 'B', barcode: 'C' }, 'min_stock'],
  ['zone capacity', zoneSchema, { code: 'Z', name: 'Zona' }, 'capacity'],
  ['zone weight', zoneSchema, { code: 'Z', name: 'Zona' }, 'weight'],
  ['zone capacity update', zoneCapacityUpdateSchema, {}, 'capacity'],
  ['zone capacity check', zoneCapacityCheckSchema, {}, 'quantity'],
  ['location capacity', locationSchema, location, 'capacity'],
  ['location weight', locationSchema, location, 'weight'],
  ['location width', locationSchema, { ...location, is_volumetric: true, length: 1, height: 1 }, 'width'],
  ['receipt quantity', ingresoLineSchema, ingresoLine, 'quantity'],
  ['issue quantity', egresoItemSchema, { product_id: 1 }, 'quantity'],
  ['movement quantity', movementDetailSchema, { product_id: 1, source_location_id: 1, destination_location_id: 2 }, 'quantity'],
  ['adjust quantity', stockAdjustmentSchema, { adjustment_type: 'set' }, 'quantity'],
  ['add lot quantity', addLotSchema, { location_id: 1 }, 'quantity'],
  ['order quantity', orderLineSchema, { product_id: 1, unit_price: 1 }, 'quantity'],
  ['order unit price', orderLineSchema, { product_id: 1, quantity: 1 }, 'unit_price'],
  ['picking quantity', pickingTaskLineSchema, { product_id: 1 }, 'quantity'],
  ['picked quantity', pickItemSchema, {}, 'quantity_picked'],
  ['dock capacity', dockSchema, { name: 'Andén' }, 'capacity'],
  ['cost unit price', costUpdateSchema, {}, 'unit_price'],
  ['cost safety stock', costUpdateSchema, {}, 'safety_stock'],
];

describe('bounded numbers in every schema', () => {
  it.each(cases)('%s refuses 1e308 and 2^53', (_name, schema, base, field) => {
    for (const value of [1e308, 9007199254740992]) {
      expect(messagesOf(schema, { ...base, [field]: value })[field], `${field}=${value}`).toBeDefined();
    }
  });

  it.each([
    ['product min_stock', productCreateSchema, product, 'min_stock'],
    ['product max_stock', productCreateSchema, product, 'max_stock'],
    ['product current_stock', productCreateSchema, product, 'current_stock'],
    ['zone capacity', zoneSchema, { code: 'Z', name: 'Zona' }, 'capacity'],
    ['location capacity', locationSchema, location, 'capacity'],
    ['order unit price (whole pesos)', orderLineSchema, { product_id: 1, quantity: 1 }, 'unit_price'],
  ] as Array<[string, z.ZodType, Record<string, unknown>, string]>)('%s refuses 1.5', (_name, schema, base, field) => {
    expect(messagesOf(schema, { ...base, [field]: 1.5 })[field]).toBeDefined();
  });

  it('accepts the documented maximum', () => {
    expect(productCreateSchema.safeParse({ ...product, current_stock: 1_000_000_000, max_stock: 1_000_000_000 }).success).toBe(
      true,
    );
    expect(messagesOf(productCreateSchema, { ...product, current_stock: 1_000_000_001 }).current_stock).toEqual([
      'No puede superar 1.000.000.000',
    ]);
  });
});
