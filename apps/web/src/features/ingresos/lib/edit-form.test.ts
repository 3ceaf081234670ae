import { describe, expect, it } from 'vitest';
import type { IngresoDetail } from '../api/types';
import { editResolver, editValuesFrom } from './edit-form';

const detail = {
  id: 1,
  reference: 'OC-1',
  supplier: null,
  notes: null,
  status: 'Pendiente',
  created_at: '2026-01-01T00:00:00Z',
  details: [
    {
      id: 9,
      product_id: 3,
      quantity: 2,
      lot_number: 'L',
      serial_number: null,
      expiry_date: '2027-01-01',
      destination_location_id: null,
      forma_adquisicion: null,
      fecha_recepcion_conforme: null,
      numero_registro_sanitario: null,
      numero_inventario_activo_fijo: null,
    },
  ],
} as unknown as IngresoDetail;

describe('edit form', () => {
  it('checks with the update schema and reports under the form names', async () => {
    const values = editValuesFrom(detail);
    const ok = await editResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({
      reference: 'OC-1',
      status: 'Pendiente',
      details: [{ id: 9, quantity: 2, status: 'pending' }],
    });

    const bad = await editResolver({ ...values, order_number: '', items: [{ ...values.items[0]!, quantity: 0 }] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(bad.errors.order_number?.message).toBe('El número de orden es requerido');
    expect((bad.errors.items as unknown as { quantity?: { message: string } }[])[0]?.quantity?.message).toBe(
      'La cantidad debe ser mayor a 0',
    );
  });
});
