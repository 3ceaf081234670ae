import { describe, expect, it } from 'vitest';
import {
  assignmentSchema,
  isWaveEligible,
  waveOrderStatusColor,
  barcodeScanSchema,
  optimizeRouteSchema,
  pickItemSchema,
  pickingTaskSchema,
  waveAnalyzeSchema,
  waveCreateSchema,
  waveSettingsSchema,
  waveSuggestSchema,
} from './picking.schema';
import { messageAt, messagesOf } from './test-helpers';

const task = { strategy: 'fefo', task_lines: [{ product_id: 1, quantity: 4 }] };

describe('picking task form', () => {
  it('defaults priority 2 (Normal), single type, piece-by-piece off', () => {
    expect(pickingTaskSchema.parse(task)).toMatchObject({ priority: 2, picking_type: 'single', piece_by_piece_enabled: false });
  });

  it.each([
    ['task_lines', { task_lines: [] }, 'Debe agregar al menos un producto'],
    ['task_lines.0.product_id', { task_lines: [{ quantity: 1 }] }, 'Producto es requerido'],
    ['task_lines.0.quantity', { task_lines: [{ product_id: 1, quantity: 0 }] }, 'Cantidad debe ser mayor a 0'],
    ['task_lines.0.quantity', { task_lines: [{ product_id: 1, quantity: 11, max_quantity: 10 }] }, 'Máximo disponible: 10'],
    ['priority', { priority: 9 }, 'La prioridad debe estar entre 1 y 5'],
    ['required_date', { required_date: 'mañana' }, 'Fecha inválida'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(pickingTaskSchema, { ...task, ...change }, path)).toBe(message);
  });

  it('accepts criteria keyed by line index', () => {
    expect(
      pickingTaskSchema.safeParse({
        ...task,
        required_date: '2025-03-20T10:00',
        picking_strategy_config: { level: 'order', strategy: 'fefo' },
        granular_criteria: { 0: { picking_strategy: 'fefo', type: 'expiry', value: '2025-06-30', available_quantity: 4 } },
      }).success,
    ).toBe(true);
  });
});

describe('assignment, scans and route', () => {
  it('needs an operator', () => {
    expect(messageAt(assignmentSchema, {}, 'user_id')).toBe('Debe seleccionar un operario');
    expect(assignmentSchema.safeParse({ user_id: 2 }).success).toBe(true);
  });

  it('needs a non-empty barcode', () => {
    expect(messageAt(barcodeScanSchema, { barcode: '  ' }, 'barcode')).toBe('El código de barras es requerido');
    expect(barcodeScanSchema.parse({ barcode: ' 7891234567895 ' })).toEqual({ barcode: '7891234567895' });
  });

  it('picks with status picked and optimises by zone weight by default', () => {
    expect(pickItemSchema.parse({ quantity_picked: 3 })).toEqual({ quantity_picked: 3, status: 'picked' });
    expect(optimizeRouteSchema.parse({})).toEqual({ strategy: 'zone_weight_optimized' });
  });
});

describe('waves', () => {
  it('defaults the limits to 10 / 20 / 50', () => {
    expect(waveSettingsSchema.parse({})).toEqual({ max_orders_per_wave: 10, max_locations_per_wave: 20, max_items_per_wave: 50 });
  });

  it.each([
    ['max_orders_per_wave', 0, 'Debe estar entre 1 y 50'],
    ['max_orders_per_wave', 51, 'Debe estar entre 1 y 50'],
    ['max_locations_per_wave', 101, 'Debe estar entre 1 y 100'],
    ['max_items_per_wave', 1001, 'Debe estar entre 1 y 1000'],
    ['max_items_per_wave', 2.5, 'Debe estar entre 1 y 1000'],
  ])('%s = %s', (field, value, message) => {
    expect(messageAt(waveSettingsSchema, { [field]: value }, field)).toBe(message);
  });

  it('creates a wave from at least one order with priority 2 by default', () => {
    expect(waveCreateSchema.parse({ order_ids: [1] })).toEqual({ order_ids: [1], priority: 2 });
    expect(messageAt(waveCreateSchema, { order_ids: [] }, 'order_ids')).toBe('Debe seleccionar al menos una orden');
  });

  it('analyses at least two orders', () => {
    expect(messageAt(waveAnalyzeSchema, { order_ids: [1] }, 'order_ids')).toBe(
      'Debe seleccionar al menos 2 órdenes para analizar',
    );
    expect(waveAnalyzeSchema.safeParse({ order_ids: [1, 2] }).success).toBe(true);
  });

  it('suggests with a minimum priority of 1 by default', () => {
    expect(waveSuggestSchema.parse({ criteria: {} })).toEqual({ criteria: { priority: 1 } });
    expect(
      waveSuggestSchema.safeParse({
        criteria: { priority: 3, warehouse_id: 1, required_date_before: '2025-03-20T00:00:00.000Z' },
      }).success,
    ).toBe(true);
    expect(messagesOf(waveSuggestSchema, { criteria: { colour: 'red' } })['criteria']).toBeDefined();
  });
});

describe('wave status display', () => {
  it.each([
    ['pending', '#ed6c02', true],
    ['assigned', '#1976d2', true],
    ['in_progress', '#9c27b0', false],
    ['completed', '#2e7d32', false],
    ['cancelled', '#d32f2f', false],
    ['otro', '#9e9e9e', false],
  ])('wave order %s', (status, color, eligible) => {
    expect(waveOrderStatusColor(status)).toBe(color);
    expect(isWaveEligible(status)).toBe(eligible);
  });
});
