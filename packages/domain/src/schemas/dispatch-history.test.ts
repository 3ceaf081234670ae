import { describe, expect, it } from 'vitest';
import {
  DISPATCH_HISTORY_MESSAGES,
  dispatchLotStrategy,
  dispatchProductsText,
  dispatchReference,
  isDispatchEditable,
} from './dispatch-history';
import { dispatchCreateSchema, dispatchUpdateSchema } from './dispatch.schema';
import { messageAt } from './test-helpers';

describe('dispatch history rules', () => {
  it('edits and deletes only Pendiente dispatches', () => {
    expect(isDispatchEditable('Pendiente')).toBe(true);
    expect(isDispatchEditable('Completado')).toBe(false);
    expect(isDispatchEditable('Cancelado')).toBe(false);
  });

  it('takes units by the selection method: fifo by entry, fefo and none by expiry', () => {
    expect(dispatchLotStrategy('fifo')).toBe('fifo');
    expect(dispatchLotStrategy('fefo')).toBe('fefo');
    expect(dispatchLotStrategy('none')).toBe('fefo');
  });

  it('writes references, product summaries and the delete confirmation', () => {
    expect(dispatchReference(42)).toBe('DSP-000042');
    expect(
      dispatchProductsText([
        { product: { name: 'Gasa', sku: 'G-1' }, quantity: 3 },
        { product: { name: 'Jeringa', sku: 'J-5' }, quantity: 10 },
      ]),
    ).toBe('Gasa (G-1) ×3; Jeringa (J-5) ×10');
    expect(dispatchProductsText([])).toBe('');
    expect(DISPATCH_HISTORY_MESSAGES.deleteConfirm('DSP-000001')).toBe('¿Está seguro de eliminar la orden DSP-000001?');
  });
});

describe('dispatch form', () => {
  const valid = { destination: 'Pabellón 2', source_location_id: 3, items: [{ product_id: 1, quantity: 1 }] };

  it('defaults the selection method to none and needs no status on creation', () => {
    expect(dispatchCreateSchema.parse(valid)).toMatchObject({ selection_method: 'none' });
    expect(dispatchCreateSchema.safeParse({ ...valid, status: 'Completado' }).success).toBe(false);
  });

  it('asks for the status when editing', () => {
    expect(messageAt(dispatchUpdateSchema, valid, 'status')).toBe('El estado es requerido');
    expect(dispatchUpdateSchema.parse({ ...valid, status: 'Completado' }).status).toBe('Completado');
  });

  it.each([
    ['destination', { destination: ' ' }, 'El destino es requerido'],
    ['source_location_id', { source_location_id: undefined }, 'La ubicación es requerida'],
    ['items', { items: [] }, 'Debe agregar al menos un producto'],
    ['items.0.product_id', { items: [{ quantity: 1 }] }, 'El producto es requerido'],
    ['items.0.quantity', { items: [{ product_id: 1, quantity: 0 }] }, 'La cantidad debe ser mayor a 0'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(dispatchCreateSchema, { ...valid, ...change }, path)).toBe(message);
  });
});
