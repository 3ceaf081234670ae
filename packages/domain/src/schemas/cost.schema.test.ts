import { describe, expect, it } from 'vitest';
import { costFormSchema, costUpdateSchema, unitPriceUpdateSchema } from './cost.schema';
import { messageAt } from './test-helpers';

describe('edit cost form', () => {
  it('turns the unit-price text into a number', () => {
    expect(costFormSchema.parse({ unit_price: '1.234,56', average_cost: 900, annual_demand: 1200 })).toEqual({
      unit_price: 1234.56,
      average_cost: 900,
      annual_demand: 1200,
    });
  });

  it.each([
    ['unit_price', { unit_price: '1234,567' }, 'Formato inválido. Use puntos para separar miles y coma para decimales'],
    ['unit_price', { unit_price: '1,234.56' }, 'Formato inválido. Use puntos para separar miles y coma para decimales'],
    ['unit_price', { unit_price: '' }, 'El precio unitario es requerido'],
    ['average_cost', { average_cost: -1 }, 'El costo debe ser mayor o igual a 0'],
    ['annual_demand', { annual_demand: -0.5 }, 'La demanda debe ser mayor o igual a 0'],
    ['lead_time_days', { lead_time_days: -1 }, 'El tiempo de entrega debe ser mayor o igual a 0'],
    ['safety_stock', { safety_stock: -1 }, 'El stock de seguridad debe ser mayor o igual a 0'],
    ['max_stock', { max_stock: -1 }, 'El stock máximo debe ser mayor o igual a 0'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(costFormSchema, { unit_price: '1.000', ...change }, path)).toBe(message);
  });

  it('validates the numeric payloads', () => {
    expect(costUpdateSchema.safeParse({ unit_price: 1234.56, lead_time_days: 7, abc_category: 'A' }).success).toBe(true);
    expect(messageAt(unitPriceUpdateSchema, { unit_price: -1 }, 'unit_price')).toBe(
      'El precio unitario debe ser mayor o igual a 0',
    );
    expect(unitPriceUpdateSchema.safeParse({ unit_price: 0 }).success).toBe(true);
  });
});
