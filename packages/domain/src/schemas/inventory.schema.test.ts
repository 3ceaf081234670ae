import { describe, expect, it } from 'vitest';
import { addLotSchema, adjustmentReasonText, stockAdjustmentSchema } from './inventory.schema';
import { messageAt, messagesOf } from './test-helpers';

describe('stock adjustment', () => {
  it('defaults the reason to Inventario Físico', () => {
    expect(stockAdjustmentSchema.parse({ adjustment_type: 'add', quantity: 1 })).toEqual({
      adjustment_type: 'add',
      quantity: 1,
      reason: 'Inventario Físico',
    });
  });

  it('requires the type and the quantity (an empty body is not a set to 1)', () => {
    expect(messageAt(stockAdjustmentSchema, {}, 'adjustment_type')).toBe('El tipo de ajuste es requerido');
    expect(messageAt(stockAdjustmentSchema, {}, 'quantity')).toBe('La cantidad debe ser mayor a 0');
    expect(messageAt(stockAdjustmentSchema, { adjustment_type: 'add' }, 'quantity')).toBe('La cantidad debe ser mayor a 0');
  });

  it('bounds the quantity', () => {
    expect(messageAt(stockAdjustmentSchema, { adjustment_type: 'set', quantity: 1e308 }, 'quantity')).toBe(
      'No puede superar 1.000.000.000',
    );
    expect(messageAt(stockAdjustmentSchema, { adjustment_type: 'add', quantity: 9007199254740992 }, 'quantity')).toBe(
      'No puede superar 1.000.000.000',
    );
  });

  it.each([
    [{ adjustment_type: 'add', quantity: 0 }, 'quantity', 'La cantidad debe ser mayor a 0'],
    [{ adjustment_type: 'subtract', quantity: 0 }, 'quantity', 'La cantidad debe ser mayor a 0'],
    [{ adjustment_type: 'set', quantity: -1 }, 'quantity', 'La cantidad debe ser mayor a 0'],
    [{ adjustment_type: 'add', quantity: 1.5 }, 'quantity', 'La cantidad debe ser un número entero'],
    [{ adjustment_type: 'add', quantity: 2, reason: 'Otro' }, 'other_reason', 'Debe especificar el motivo'],
    [{ adjustment_type: 'add', quantity: 2, reason: 'Otro', other_reason: '  ' }, 'other_reason', 'Debe especificar el motivo'],
    [{ adjustment_type: 'add', quantity: 2, reason: 'Robo' }, 'reason', 'El motivo es requerido'],
    [{ adjustment_type: 'mover' }, 'adjustment_type', 'El tipo de ajuste es requerido'],
  ])('%j → %s', (value, path, message) => {
    expect(messageAt(stockAdjustmentSchema, value, path)).toBe(message);
  });

  it('lets a physical count set the stock to 0', () => {
    expect(stockAdjustmentSchema.safeParse({ adjustment_type: 'set', quantity: 0, reason: 'Merma' }).success).toBe(true);
  });

  it('stores the specified reason', () => {
    const parsed = stockAdjustmentSchema.parse({ adjustment_type: 'add', quantity: 2, reason: 'Otro', other_reason: 'Donación' });
    expect(adjustmentReasonText(parsed)).toBe('Otro: Donación');
    expect(adjustmentReasonText({ reason: 'Merma' })).toBe('Merma');
  });

  it('refuses unknown fields', () => {
    expect(messagesOf(stockAdjustmentSchema, { adjustment_type: 'add', quantity: 1, user_id: 1 })['']).toBeDefined();
  });
});

describe('add lot', () => {
  it('needs location and a positive quantity', () => {
    expect(messageAt(addLotSchema, { quantity: 1 }, 'location_id')).toBe('La ubicación es requerida');
    expect(messageAt(addLotSchema, { location_id: 1, quantity: 0 }, 'quantity')).toBe('La cantidad debe ser mayor a 0');
    expect(addLotSchema.parse({ location_id: 1, quantity: 3, lot_number: 'L1', expiry_date: '' })).toEqual({
      location_id: 1,
      quantity: 3,
      lot_number: 'L1',
      expiry_date: null,
    });
    expect(messageAt(addLotSchema, { location_id: 1, quantity: 3, expiry_date: '2025-02-30' }, 'expiry_date')).toBe(
      'Fecha inválida',
    );
  });
});
