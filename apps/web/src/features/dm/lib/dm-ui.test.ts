import { transferCreateSchema } from '@bodega/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrors, formatDateTime, localInputToIso, transferQrCaption } from './dm-ui';

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
  it('reads a datetime-local value as Santiago time, in any browser time zone', () => {
    expect(localInputToIso('2026-11-25T10:00')).toBe('2026-11-25T13:00:00.000Z');
  });
  it('shows a DM moment in Santiago as dd-mm-aaaa hh:mm', () => {
    expect(formatDateTime('2026-11-25T13:00:00.000Z')).toBe('25-11-2026 10:00');
    expect(formatDateTime(null)).toBe('—');
  });
});

describe('transfer QR caption', () => {
  it('names the transfer, the device, its unit and its destination', () => {
    const transfer = {
      id: 12,
      referencia: 'TRF-000012',
      dispositivo_nombre: 'Stent coronario',
      sku: 'DM-001',
      lot_number: 'L1',
      serial_number: 'SN-9',
      servicio_destino: 'Pabellón',
    };
    expect(transferQrCaption(transfer)).toEqual([
      'Transferencia #12 · TRF-000012',
      'Stent coronario (DM-001)',
      'Lote L1 · Serie SN-9',
      'Destino: Pabellón',
    ]);
    expect(transferQrCaption({ ...transfer, lot_number: null, serial_number: null })).toHaveLength(3);
  });
});
