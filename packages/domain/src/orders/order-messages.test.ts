import { describe, expect, it } from 'vitest';
import { allocationErrorToast, allocationToast, createdToast } from './order-messages';

const line = (product_name: string, success: boolean) => ({ product_name, success });

describe('orders screen messages', () => {
  it('allocation: full, partial naming the short products, failure', () => {
    expect(allocationToast({ success: true, fully_allocated: true, allocation_results: [line('A', true)] })).toEqual({
      message: 'Inventario asignado exitosamente',
      variant: 'success',
    });
    expect(
      allocationToast({
        success: true,
        fully_allocated: false,
        allocation_results: [line('A', true), line('Gasa', false), line('Sutura', false)],
      }).message,
    ).toBe('Asignación parcial: Sin inventario suficiente para Gasa, Sutura');
    expect(
      allocationToast({
        success: false,
        fully_allocated: false,
        error: 'Sin inventario disponible para Gasa',
        allocation_results: [],
      }).message,
    ).toBe('Error en asignación: Sin inventario disponible para Gasa');
    expect(allocationToast({ success: false, fully_allocated: false, allocation_results: [] }).message).toBe(
      'Error en asignación: Error desconocido',
    );
  });

  it('allocation errors: conflict of inventory, other, connection', () => {
    expect(allocationErrorToast(409, 'Stock insuficiente de X')).toBe('Conflicto de inventario: Stock insuficiente de X');
    expect(allocationErrorToast(409, 'No se puede asignar inventario a la orden')).toBe(
      'Conflicto de inventario: No se puede asignar inventario a la orden',
    );
    expect(allocationErrorToast(404, 'Orden no encontrada')).toBe('Error al asignar inventario: Orden no encontrada');
    expect(allocationErrorToast(0, '')).toBe('Error de conexión al asignar inventario');
  });

  it('creation with automatic allocation', () => {
    expect(createdToast('no_strategy').message).toBe('Orden creada exitosamente');
    expect(createdToast({ success: false, fully_allocated: false, allocation_results: [] }).message).toBe(
      'Orden creada (sin asignación automática)',
    );
    expect(createdToast('error').message).toBe('Orden creada, pero error al asignar inventario');
    expect(createdToast({ success: true, fully_allocated: true, allocation_results: [] }).message).toBe(
      'Orden creada y inventario asignado automáticamente',
    );
    expect(createdToast({ success: true, fully_allocated: false, allocation_results: [] }).message).toBe(
      'Orden creada con asignación parcial',
    );
  });
});
