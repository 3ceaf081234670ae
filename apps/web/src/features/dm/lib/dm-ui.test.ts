import { transferCreateSchema } from '@bodega/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrors, localInputToIso } from './dm-ui';

describe('fieldErrors', () => {
  it('answers the schema messages by field', () => {
    const result = fieldErrors(transferCreateSchema, { inventory_item_id: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toMatchObject({ servicio_clinico_destino_id: 'Requerido', usuario_receptor: 'Requerido' });
  });
  it('passes valid values', () => {
    expect(
      fieldErrors(transferCreateSchema, { inventory_item_id: 1, servicio_clinico_destino_id: 2, usuario_receptor: 'Enf. Soto' })
        .ok,
    ).toBe(true);
  });
  it('turns a datetime-local value into an ISO instant', () => {
    expect(localInputToIso('2026-11-25T10:00')).toMatch(/^2026-11-25T\d{2}:00:00\.000Z$/);
  });
});
