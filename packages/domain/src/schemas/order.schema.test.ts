import { describe, expect, it } from 'vitest';
import { customerSchema, orderAllocateSchema, orderSchema, orderShipSchema, purchaseOrderSchema } from './order.schema';
import { messageAt, messagesOf } from './test-helpers';

const line = { product_id: 1, quantity: 2, unit_price: 1500 };
const order = { customer_id: 3, order_lines: [line] };

describe('order form', () => {
  it('defaults priority 1 and piece-by-piece off', () => {
    expect(orderSchema.parse(order)).toMatchObject({ priority: 1, piece_by_piece_enabled: false });
  });

  it.each([
    ['customer_id', { customer_id: undefined }, 'Cliente es requerido'],
    ['customer_id', { customer_id: '' }, 'Cliente es requerido'],
    ['priority', { priority: 6 }, 'La prioridad debe estar entre 1 y 5'],
    ['priority', { priority: 0 }, 'La prioridad debe estar entre 1 y 5'],
    ['order_lines', { order_lines: [] }, 'Debe agregar al menos un producto'],
    ['order_lines.0.product_id', { order_lines: [{ ...line, product_id: null }] }, 'Producto es requerido'],
    ['order_lines.0.quantity', { order_lines: [{ ...line, quantity: 0 }] }, 'Cantidad debe ser mayor a 0'],
    ['order_lines.0.quantity', { order_lines: [{ ...line, quantity: 8, max_quantity: 5 }] }, 'Máximo disponible: 5'],
    ['order_lines.0.unit_price', { order_lines: [{ ...line, unit_price: 0 }] }, 'Precio debe ser mayor a 0'],
    ['order_lines.0.unit_price', { order_lines: [{ ...line, unit_price: undefined }] }, 'Precio debe ser mayor a 0'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(orderSchema, { ...order, ...change }, path)).toBe(message);
  });

  it('refuses a lot already used on another line of the same product', () => {
    const criterion = { type: 'lot', value: 'L-1', available_quantity: 10 };
    const lines = [
      { ...line, picking_strategy: 'manual', picking_criteria: criterion },
      { ...line, picking_strategy: 'manual', picking_criteria: criterion },
      { ...line, product_id: 2, picking_criteria: criterion },
    ];
    expect(messagesOf(orderSchema, { ...order, order_lines: lines })).toEqual({
      'order_lines.1.picking_criteria.value': ['Ya usado en otra línea'],
    });
  });

  it('carries strategy config and granular criteria', () => {
    const value = {
      ...order,
      picking_strategy_config: { level: 'product', strategy: 'fefo' },
      granular_criteria: { 0: { picking_strategy: 'fefo', type: 'expiry', value: '2025-12-31', available_quantity: 4 } },
    };
    expect(orderSchema.safeParse(value).success).toBe(true);
    expect(orderAllocateSchema.safeParse({ granular_criteria: value.granular_criteria, picking_strategy: 'fefo' }).success).toBe(
      true,
    );
    expect(messagesOf(orderSchema, { ...order, granular_criteria: { a: {} } })['granular_criteria.a']).toBeDefined();
  });

  it('ship payload defaults to the standard carrier', () => {
    expect(orderShipSchema.parse({ tracking_number: 'TRK1' })).toEqual({
      carrier: 'standard',
      tracking_number: 'TRK1',
      service_type: 'standard',
    });
  });
});

describe('customer', () => {
  it('normalises the RUT', () => {
    expect(customerSchema.parse({ name: 'Clínica Sur', tax_id: '76.086.428-5' }).tax_id).toBe('76086428-5');
  });

  it.each([
    ['name', { name: '' }, 'Nombre es requerido'],
    ['tax_id', { tax_id: '' }, 'RUT es requerido'],
    ['tax_id', { tax_id: undefined }, 'RUT es requerido'],
    ['tax_id', { tax_id: '76.086.428-4' }, 'RUT inválido'],
    ['contact_email', { contact_email: 'x@' }, 'Ingrese un correo electrónico válido'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(customerSchema, { name: 'C', tax_id: '76086428-5', ...change }, path)).toBe(message);
  });

  it('accepts an empty contact e-mail', () => {
    expect(customerSchema.safeParse({ name: 'C', tax_id: '76086428-5', contact_email: '' }).success).toBe(true);
  });
});

describe('purchase order', () => {
  it.each([
    ['quantity', { quantity: undefined }, 'La cantidad es requerida'],
    ['quantity', { quantity: 0 }, 'La cantidad debe ser mayor a 0'],
    ['supplier', { supplier: undefined }, 'El proveedor es requerido'],
    ['supplier', { supplier: '  ' }, 'El proveedor es requerido'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(purchaseOrderSchema, { product_id: 1, quantity: 5, supplier: 2, ...change }, path)).toBe(message);
  });

  it('accepts a supplier id or name', () => {
    expect(purchaseOrderSchema.safeParse({ product_id: 1, quantity: 5, supplier: 2 }).success).toBe(true);
    expect(purchaseOrderSchema.safeParse({ product_id: 1, quantity: 5, supplier: 'Medline' }).success).toBe(true);
  });
});
