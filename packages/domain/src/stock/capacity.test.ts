import { describe, expect, it } from 'vitest';
import {
  CAPACITY_MESSAGES,
  DOCK_MESSAGES,
  dockAssignmentError,
  dockLoadColor,
  dockLoadPercentage,
  zoneCapacityStatus,
  zoneHasCapacityFor,
} from './capacity';

describe('zoneCapacityStatus', () => {
  it.each([
    ['empty', { capacity: 100, current_usage: 0 }, 0, false, false, 'success', null],
    ['89 %', { capacity: 100, current_usage: 89 }, 0, false, false, 'success', null],
    ['90 % is near', { capacity: 100, current_usage: 90 }, 0, true, false, 'warning', CAPACITY_MESSAGES.near],
    ['full is near, not over', { capacity: 100, current_usage: 100 }, 0, true, false, 'warning', CAPACITY_MESSAGES.near],
    ['over', { capacity: 100, current_usage: 101 }, 0, false, true, 'error', CAPACITY_MESSAGES.over],
    ['incoming pushes over', { capacity: 50, current_usage: 40 }, 11, false, true, 'error', CAPACITY_MESSAGES.over],
    ['default capacity 100', { current_usage: 95 }, 0, true, false, 'warning', CAPACITY_MESSAGES.near],
    ['zero capacity means default', { capacity: 0, current_usage: 10 }, 0, false, false, 'success', null],
  ] as const)('%s', (_name, zone, incoming, near, over, color, message) => {
    const status = zoneCapacityStatus(zone, incoming);
    expect(status).toMatchObject({ near, over, color, message });
  });

  it('reports available space and uncapped percentage', () => {
    expect(zoneCapacityStatus({ capacity: 200, current_usage: 50 })).toMatchObject({ available: 150, percentage: 25 });
    expect(zoneCapacityStatus({ capacity: 100, current_usage: 150 })).toMatchObject({ available: 0, percentage: 150 });
    expect(zoneCapacityStatus({ capacity: 100, current_usage: null })).toMatchObject({ usage: 0 });
  });

  it('has the spec messages verbatim', () => {
    expect(CAPACITY_MESSAGES.over).toBe('Capacidad de la zona completa. Debe buscar otra zona para dejar sus productos.');
    expect(CAPACITY_MESSAGES.near).toBe(
      'La capacidad de la zona está a un 90%. Considere utilizar otra zona para nuevos ingresos.',
    );
    expect(CAPACITY_MESSAGES.insufficient).toBe('La zona seleccionada no tiene capacidad suficiente para este ingreso');
  });

  it('checks whether a receipt fits', () => {
    expect(zoneHasCapacityFor({ capacity: 100, current_usage: 90 }, 10)).toBe(true);
    expect(zoneHasCapacityFor({ capacity: 100, current_usage: 90 }, 11)).toBe(false);
  });
});

describe('dock load', () => {
  it.each([
    [0, 10, 'success'],
    [6, 10, 'success'],
    [7, 10, 'warning'],
    [8, 10, 'warning'],
    [9, 10, 'error'],
    [12, 10, 'error'],
    [0, 0, 'success'],
    [1, 0, 'error'],
  ] as const)('%s of %s → %s', (current_load, capacity, color) => {
    expect(dockLoadColor({ current_load, capacity })).toBe(color);
  });

  it('computes the percentage', () => {
    expect(dockLoadPercentage({ capacity: 4, current_load: 1 })).toBe(25);
    expect(dockLoadPercentage({ capacity: 4 })).toBe(0);
  });

  it('refuses an assignment over capacity with the spec message', () => {
    const dock = { name: 'Muelle 1', capacity: 10, current_load: 8 };
    expect(dockAssignmentError(dock, 2)).toBeNull();
    expect(dockAssignmentError(dock, 3)).toBe('El muelle Muelle 1 no tiene capacidad suficiente. Capacidad disponible: 2');
    expect(dockAssignmentError({ name: 'M', capacity: 1, current_load: 3 }, 1)).toBe(
      'El muelle M no tiene capacidad suficiente. Capacidad disponible: 0',
    );
    expect(dockAssignmentError({ name: 'M', capacity: 1 }, 1)).toBeNull();
    expect(DOCK_MESSAGES.dockRequired).toBe('Debe seleccionar un muelle');
    expect(DOCK_MESSAGES.noOrders).toBe('No hay órdenes asignadas a este muelle');
  });
});
