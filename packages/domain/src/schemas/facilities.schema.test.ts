import { describe, expect, it } from 'vitest';
import {
  locationSchema,
  locationSettingsSchema,
  warehouseSchema,
  zoneCapacityCheckSchema,
  zoneCapacityUpdateSchema,
  zoneSchema,
} from './facilities.schema';
import { messageAt, messagesOf } from './test-helpers';

describe('warehouse', () => {
  it('accepts code and name, status Activo by default', () => {
    expect(warehouseSchema.parse({ code: 'B1', name: 'Bodega Central' })).toEqual({
      code: 'B1',
      name: 'Bodega Central',
      status: 'Activo',
    });
  });

  it.each([
    ['code', { code: '', name: 'x' }, 'El código es requerido'],
    ['name', { code: 'B1', name: ' ' }, 'El nombre es requerido'],
    ['status', { code: 'B1', name: 'x', status: 'Borrado' }, undefined],
  ])('%s', (path, value, message) => {
    if (message) expect(messageAt(warehouseSchema, value, path)).toBe(message);
    else expect(messagesOf(warehouseSchema, value)[path]).toBeDefined();
  });
});

describe('zone', () => {
  it('defaults weight 1 and capacity 100, keeps coordinates as text', () => {
    expect(zoneSchema.parse({ code: 'Z1', name: 'Fríos', aisle: 3, rack: 'B', level: '' })).toMatchObject({
      weight: 1,
      capacity: 100,
      aisle: '3',
      rack: 'B',
      level: null,
    });
  });

  it.each([
    ['code', { code: '' }, 'El código es requerido'],
    ['name', { name: '' }, 'El nombre es requerido'],
    ['weight', { weight: 0 }, 'El peso debe ser mayor a 0'],
    ['capacity', { capacity: -1 }, 'La capacidad debe ser mayor a 0'],
    ['capacity', { capacity: Number.NaN }, 'La capacidad debe ser mayor a 0'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(zoneSchema, { code: 'Z1', name: 'x', ...change }, path)).toBe(message);
  });

  it('validates capacity payloads', () => {
    expect(messageAt(zoneCapacityUpdateSchema, { capacity: 0 }, 'capacity')).toBe('La capacidad debe ser mayor a 0');
    expect(zoneCapacityCheckSchema.safeParse({ quantity: 10 }).success).toBe(true);
    expect(messagesOf(zoneCapacityCheckSchema, { quantity: -1 }).quantity).toBeDefined();
  });
});

describe('location', () => {
  const base = { code: 'A-01-01', zone_id: 4 };

  it('defaults type storage, weight 1 and capacity 1; a cleared capacity is refused without volumetric mode', () => {
    expect(locationSchema.parse({ ...base, capacity: 10 })).toMatchObject({
      location_type: 'storage',
      weight: 1,
      capacity: 10,
      is_volumetric: false,
    });
    expect(locationSchema.parse(base)).toMatchObject({ capacity: 1 });
    expect(messageAt(locationSchema, { ...base, capacity: null }, 'capacity')).toBe('La capacidad debe ser mayor a 0');
  });

  it.each([
    ['code', { code: '' }, 'El código es requerido'],
    ['location_type', { location_type: '' }, 'El tipo de ubicación es requerido'],
    ['location_type', { location_type: 'garage' }, 'El tipo de ubicación es requerido'],
    ['weight', { weight: 0 }, 'El peso debe ser mayor a 0'],
    ['capacity', { capacity: 0 }, 'La capacidad debe ser mayor a 0'],
    ['zone_id', { zone_id: undefined }, 'La zona es requerida'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(locationSchema, { ...base, capacity: 5, ...change }, path)).toBe(message);
  });

  it('requires width, length and height in volumetric mode instead of capacity', () => {
    expect(messagesOf(locationSchema, { ...base, is_volumetric: true })).toEqual({
      width: ['El ancho es requerido'],
      length: ['El largo es requerido'],
      height: ['El alto es requerido'],
    });
    expect(messageAt(locationSchema, { ...base, is_volumetric: true, width: 0, length: 1, height: 1 }, 'width')).toBe(
      'El ancho es requerido',
    );
    expect(locationSchema.safeParse({ ...base, is_volumetric: true, width: 40.5, length: 60, height: 30 }).success).toBe(true);
  });

  it('refuses unknown fields', () => {
    expect(messagesOf(locationSchema, { ...base, capacity: 1, usage_percentage: 3 })['']).toBeDefined();
  });
});

describe('location settings', () => {
  it('defaults to 60 / 85 and volumetric off', () => {
    expect(locationSettingsSchema.parse({})).toEqual({ green_max: 60, yellow_max: 85, volumetric_enabled: false });
  });

  it.each([
    ['green_max', { green_max: -1 }],
    ['green_max', { green_max: 101 }],
    ['yellow_max', { yellow_max: 150 }],
    ['yellow_max', { yellow_max: Number.NaN }],
  ])('%s out of range: %j', (path, value) => {
    expect(messageAt(locationSettingsSchema, value, path)).toBe('Debe estar entre 0 y 100');
  });

  it('keeps yellow at or above green', () => {
    expect(messageAt(locationSettingsSchema, { green_max: 70, yellow_max: 50 }, 'yellow_max')).toBe(
      'El umbral amarillo debe ser mayor o igual al verde',
    );
  });
});

describe('empty number inputs on locations', () => {
  it('an empty capacity is missing, not invalid', () => {
    expect(messageAt(locationSchema, { code: 'A', zone_id: 1, capacity: Number.NaN }, 'capacity')).toBe(
      'La capacidad debe ser mayor a 0',
    );
    expect(
      messageAt(locationSchema, { code: 'A', zone_id: 1, is_volumetric: true, width: Number.NaN, length: 1, height: 1 }, 'width'),
    ).toBe('El ancho es requerido');
  });
});

describe('capacity counts whole units; barcodes are CODE128 text', () => {
  it('refuses a fractional capacity on zones and locations', () => {
    expect(messageAt(zoneSchema, { code: 'Z', name: 'Z', capacity: 2.5 }, 'capacity')).toBe(
      'La capacidad debe ser un número entero',
    );
    expect(messageAt(zoneCapacityUpdateSchema, { capacity: 0.5 }, 'capacity')).toBe('La capacidad debe ser un número entero');
    expect(messageAt(locationSchema, { code: 'A', zone_id: 1, capacity: 1.5 }, 'capacity')).toBe(
      'La capacidad debe ser un número entero',
    );
    expect(locationSchema.safeParse({ code: 'A', zone_id: 1, capacity: 3 }).success).toBe(true);
  });

  it('checks the barcode, or the code standing in for an empty barcode', () => {
    const message = 'El código de barras solo puede contener letras sin tilde, números y símbolos ASCII (CODE128)';
    expect(messageAt(locationSchema, { code: 'PASILLO-Ñ', zone_id: 1, capacity: 1 }, 'code')).toBe(message);
    expect(messageAt(locationSchema, { code: 'A', zone_id: 1, capacity: 1, barcode: 'añil' }, 'barcode')).toBe(message);
    expect(locationSchema.safeParse({ code: 'PASILLO-Ñ', zone_id: 1, capacity: 1, barcode: 'PASILLO-N' }).success).toBe(true);
  });
});
