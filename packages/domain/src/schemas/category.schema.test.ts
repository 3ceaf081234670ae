import { describe, expect, it } from 'vitest';
import { categoryDeleteError, categoryEditError, categorySchema, categoryStatusLabel } from './category.schema';
import { messageAt } from './test-helpers';

describe('category', () => {
  it('trims the name', () => {
    expect(categorySchema.parse({ name: '  Insumos  ' })).toEqual({ name: 'Insumos' });
  });

  it.each([[{ name: '' }], [{ name: '   ' }], [{}]])('%j needs a name', (value) => {
    expect(messageAt(categorySchema, value, 'name')).toBe('El nombre es requerido');
  });

  it.each([
    [{ id: 1, name: 'Insumos', product_count: 0 }, null],
    [{ id: 1, name: 'Insumos' }, null],
    [{ name: 'Suelta', product_count: 0 }, 'Esta categoría no se puede eliminar porque no está registrada en el sistema'],
    [
      { id: 2, name: 'Fármacos', product_count: 4 },
      'No se puede eliminar la categoría "Fármacos" porque tiene 4 productos asociados',
    ],
  ])('delete %j', (category, message) => {
    expect(categoryDeleteError(category)).toBe(message);
  });

  it('edits only registered categories', () => {
    expect(categoryEditError({ id: 1 })).toBeNull();
    expect(categoryEditError({})).toBe('Esta categoría no se puede editar porque no está registrada en el sistema');
  });

  it('labels the status', () => {
    expect(categoryStatusLabel({ id: 3 })).toBe('Registrada');
    expect(categoryStatusLabel({ id: null })).toBe('Solo en productos');
  });
});
