import { describe, expect, it } from 'vitest';
import { defaultEgresoReference, EGRESO_MESSAGES, egresoCreateSchema, egresoItemSchema, egresoScanSchema } from './egreso.schema';
import { messageAt, messagesOf } from './test-helpers';

const item = { product_id: 3, quantity: 2, lot_number: 'L-9', expiry_date: '2026-01-31' };

describe('new issue', () => {
  it('defaults the strategy to fefo', () => {
    expect(egresoCreateSchema.parse({ area_servicio: 'UCI', items: [item] }).strategy).toBe('fefo');
  });

  it.each([
    ['area_servicio', { area_servicio: '' }, 'Área o Servicio es requerido'],
    ['area_servicio', { area_servicio: 'CAFETERIA' }, 'Área o Servicio es requerido'],
    ['items', { items: [] }, 'Debe agregar al menos un producto'],
    ['items.0.product_id', { items: [{ ...item, product_id: undefined }] }, 'El producto es requerido'],
    ['items.0.quantity', { items: [{ ...item, quantity: 0 }] }, 'La cantidad debe ser mayor a 0'],
    ['strategy', { strategy: 'random' }, undefined],
  ])('%s: %j', (path, change, message) => {
    const value = { area_servicio: 'PABELLON', items: [item], ...change };
    if (message) expect(messageAt(egresoCreateSchema, value, path)).toBe(message);
    else expect(messagesOf(egresoCreateSchema, value)[path]).toBeDefined();
  });

  it('keeps the scanned GS1 data and the strategy check', () => {
    const scanned = {
      ...item,
      gtin: '07891234567895',
      serial_number: 'S1',
      net_weight_kg: 1.25,
      custom_field_91: 'interno',
      strategy_compliant: false,
      strategy_warning: 'No cumple FEFO',
      suggested_product: { type: 'expiry_date', value: '2025-12-31', available_quantity: 4, date: '2025-12-31' },
    };
    expect(egresoItemSchema.safeParse(scanned).success).toBe(true);
    expect(messagesOf(egresoItemSchema, { ...item, custom_field_89: 'x' })['']).toBeDefined();
  });

  it('needs a non-empty scan', () => {
    expect(messageAt(egresoScanSchema, { barcode: '   ' }, 'barcode')).toBe('Por favor ingrese un código de barras válido');
    expect(EGRESO_MESSAGES.noInventory).toBe('El producto no tiene inventario disponible');
    expect(EGRESO_MESSAGES.deleteConfirm('EGR-1')).toBe('¿Está seguro de eliminar la orden EGR-1?');
  });

  it('builds the default reference', () => {
    // 2023-11-14T22:13:20.000Z is 19:13:20 in Santiago (UTC−3).
    expect(defaultEgresoReference(new Date(1_700_000_000_000))).toBe('EGR-20231114-191320-000');
    expect(defaultEgresoReference(new Date(Date.UTC(2025, 6, 1, 3, 59, 7, 42)))).toBe('EGR-20250630-235907-042');
    expect(defaultEgresoReference()).toMatch(/^EGR-\d{8}-\d{6}-\d{3}$/);
  });
});

describe('scanned dates', () => {
  it.each([
    ['2026-01-31T10:00:00Z', '2026-01-31'],
    ['2026-01-31', '2026-01-31'],
    ['', null],
    [null, null],
  ])('%j → %j', (expiry_date, day) => {
    expect(egresoItemSchema.parse({ ...item, expiry_date }).expiry_date).toBe(day);
  });

  it('refuses an impossible date', () => {
    expect(messageAt(egresoItemSchema, { ...item, expiry_date: '2026-13-01' }, 'expiry_date')).toBe('Fecha inválida');
  });
});

describe('scan message', () => {
  it('names the symbology when there is one, and never says "Código Otro"', () => {
    expect(EGRESO_MESSAGES.scanDetected('EAN-13', 'Gasa')).toBe('Código EAN-13 detectado: Gasa');
    expect(EGRESO_MESSAGES.scanDetected('Otro', 'Gasa')).toBe('Producto detectado: Gasa');
    expect(EGRESO_MESSAGES.scanDetected(null, 'Gasa')).toBe('Producto detectado: Gasa');
  });
});
