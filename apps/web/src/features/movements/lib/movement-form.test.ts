import { describe, expect, it } from 'vitest';
import type { Movement } from '../api/types';
import {
  emptyLine,
  lineWithProduct,
  lineWithSource,
  locationText,
  movementResolver,
  toFormValues,
  toPayloadShape,
} from './movement-form';

const movement: Movement = {
  id: 7,
  reference: 'MOV-000007',
  movement_type: 'reubicacion',
  movement_type_label: 'Reubicación',
  status: 'Pendiente',
  editable: true,
  notes: null,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  executed_at: null,
  user: { id: 1, username: 'admin' },
  executed_by: null,
  details_count: 1,
  total_quantity: 4,
  details: [
    {
      id: 1,
      product_id: 3,
      product: { id: 3, sku: 'INS-0003', name: 'Gasa estéril' },
      source_location_id: 10,
      source_location: { id: 10, code: 'A-1', description: null },
      destination_location_id: 11,
      destination_location: { id: 11, code: 'A-2', description: 'Pasillo A' },
      lot_number: null,
      quantity: 4,
      available_quantity: 9,
    },
  ],
};

async function resolve(values: ReturnType<typeof toFormValues>) {
  return movementResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('movement form', () => {
  it('starts a new movement with one empty line and an edit with its lines', () => {
    expect(toFormValues(null)).toEqual({ movement_type: '', notes: '', details: [emptyLine()] });
    const values = toFormValues(movement);
    expect(values.details[0]).toMatchObject({
      product_id: 3,
      source_location_id: 10,
      destination_location_id: 11,
      quantity: 4,
      available_quantity: 9,
    });
    expect(toPayloadShape(values).details[0]).not.toHaveProperty('product');
  });

  it('validates with the domain schema: type, lines, quantity over the available stock', async () => {
    const empty = await resolve(toFormValues(null));
    expect(empty.errors.movement_type?.message).toBe('El tipo es requerido');
    const details = empty.errors.details as unknown as Array<Record<string, { message: string }>>;
    expect(details[0]?.product_id?.message).toBe('El producto es requerido');

    const over = toFormValues(movement);
    over.details[0]!.quantity = 12;
    const result = await resolve(over);
    const overDetails = result.errors.details as unknown as Array<Record<string, { message: string }>>;
    expect(overDetails[0]?.quantity?.message).toBe('Máximo disponible: 9');

    const ok = await resolve(toFormValues(movement));
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ movement_type: 'reubicacion', details: [{ product_id: 3, quantity: 4 }] });
  });

  it('clears the source and resets the quantity when the product changes', () => {
    expect(lineWithProduct({ id: 5, sku: 'X', name: 'Y' })).toEqual({
      product: { id: 5, sku: 'X', name: 'Y' },
      product_id: 5,
      source_location_id: null,
      available_quantity: null,
      quantity: 1,
    });
  });

  it('takes the available quantity of the source and caps the quantity', () => {
    const source = { location_id: 10, code: 'A-1', description: null, quantity: 6, available_quantity: 5 };
    expect(lineWithSource(8, source)).toEqual({ source_location_id: 10, available_quantity: 5, quantity: 5 });
    expect(lineWithSource(3, source)).toEqual({ source_location_id: 10, available_quantity: 5, quantity: 3 });
    expect(lineWithSource(Number.NaN, source)).toMatchObject({ quantity: 1 });
    expect(lineWithSource(3, null)).toEqual({ source_location_id: null, available_quantity: null });
  });

  it('shows a location as code and description', () => {
    expect(locationText({ code: 'A-2', description: 'Pasillo A' })).toBe('A-2 · Pasillo A');
    expect(locationText({ code: 'A-1', description: null })).toBe('A-1');
    expect(locationText(null)).toBe('');
  });
});
