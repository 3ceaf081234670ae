import { describe, expect, it } from 'vitest';
import {
  consolidationDetails,
  isMovementEditable,
  locationConsolidationSchema,
  MOVEMENT_MESSAGES,
  movementSchema,
  parseTransferQr,
  transferCreateSchema,
  transferQrContent,
  transferReceiveSchema,
} from './movement.schema';
import { messageAt, messagesOf } from './test-helpers';

const detail = { product_id: 1, source_location_id: 10, destination_location_id: 11, quantity: 3 };

describe('internal movement', () => {
  it('accepts a movement', () => {
    expect(movementSchema.safeParse({ movement_type: 'reubicacion', details: [detail] }).success).toBe(true);
  });

  it.each([
    ['movement_type', { movement_type: '' }, 'El tipo es requerido'],
    ['details', { details: [] }, 'Debe agregar al menos un producto'],
    ['details.0.product_id', { details: [{ ...detail, product_id: undefined }] }, 'El producto es requerido'],
    [
      'details.0.source_location_id',
      { details: [{ ...detail, source_location_id: null }] },
      'La ubicación de origen es requerida',
    ],
    [
      'details.0.destination_location_id',
      { details: [{ ...detail, destination_location_id: '' }] },
      'La ubicación de destino es requerida',
    ],
    ['details.0.quantity', { details: [{ ...detail, quantity: 0 }] }, 'La cantidad debe ser mayor a 0'],
    ['details.0.quantity', { details: [{ ...detail, quantity: 9, available_quantity: 5 }] }, 'Máximo disponible: 5'],
    [
      'details.0.destination_location_id',
      { details: [{ ...detail, destination_location_id: 10 }] },
      'La ubicación de destino debe ser distinta del origen',
    ],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(movementSchema, { movement_type: 'consolidacion', details: [detail], ...change }, path)).toBe(message);
  });

  it('accepts the whole available quantity', () => {
    expect(
      movementSchema.safeParse({ movement_type: 'optimizacion', details: [{ ...detail, quantity: 5, available_quantity: 5 }] })
        .success,
    ).toBe(true);
  });

  it('edits, executes and deletes only Pendiente movements', () => {
    expect(isMovementEditable('Pendiente')).toBe(true);
    expect(isMovementEditable('En Proceso')).toBe(false);
    expect(MOVEMENT_MESSAGES.executeConfirm).toBe(
      '¿Está seguro de que desea ejecutar este movimiento? Esta acción actualizará el inventario.',
    );
  });

  it('consolidates every other location of the product with its full quantity', () => {
    expect(locationConsolidationSchema.safeParse({ product_id: 1, destination_location_id: 2 }).success).toBe(true);
    expect(messageAt(locationConsolidationSchema, { product_id: 1 }, 'destination_location_id')).toBe(
      'La ubicación de destino es requerida',
    );
    const rows = [
      { product_id: 1, location_id: 2, quantity: 4 },
      { product_id: 1, location_id: 3, quantity: 6 },
      { product_id: 1, location_id: 4, quantity: 0 },
      { product_id: 9, location_id: 5, quantity: 1 },
    ];
    expect(consolidationDetails(1, 2, rows)).toEqual([
      { product_id: 1, source_location_id: 3, destination_location_id: 2, quantity: 6 },
    ]);
  });
});

describe('DM transfers', () => {
  const transfer = { inventory_item_id: 1, servicio_clinico_destino_id: 2, usuario_receptor: 'enfermera.jefe' };

  it('requires device, service and receiver', () => {
    expect(transferCreateSchema.safeParse(transfer).success).toBe(true);
    expect(messagesOf(transferCreateSchema, {})).toEqual({
      inventory_item_id: ['Requerido'],
      servicio_clinico_destino_id: ['Requerido'],
      usuario_receptor: ['Requerido'],
    });
    expect(transferCreateSchema.parse({ ...transfer, fecha_estimada_recepcion: '' }).fecha_estimada_recepcion).toBeNull();
  });

  it('receives with a date', () => {
    expect(transferReceiveSchema.safeParse({ fecha_recepcion: '2025-03-10T10:00:00Z' }).success).toBe(true);
    expect(messageAt(transferReceiveSchema, { fecha_recepcion: '' }, 'fecha_recepcion')).toBe(
      'La fecha de recepción es requerida',
    );
  });

  it('round-trips the QR content', () => {
    const content = transferQrContent(15, new Date('2025-03-10T10:00:00Z'));
    expect(JSON.parse(content)).toEqual({ type: 'transferencia_dm', id: 15, timestamp: '2025-03-10T10:00:00.000Z' });
    expect(parseTransferQr(content)).toEqual({
      ok: true,
      qr: { type: 'transferencia_dm', id: 15, timestamp: '2025-03-10T10:00:00.000Z' },
    });
    expect(parseTransferQr(transferQrContent('TR-9')).ok).toBe(true);
  });

  it.each([
    ['', 'Ingrese o escanee el código QR'],
    ['   ', 'Ingrese o escanee el código QR'],
    [null, 'Ingrese o escanee el código QR'],
    ['no es json', 'Código QR inválido'],
    ['{"type":"otra_cosa","id":1}', 'Código QR inválido'],
    ['{"type":"transferencia_dm"}', 'Código QR inválido'],
  ])('QR %j → %s', (text, error) => {
    expect(parseTransferQr(text)).toEqual({ ok: false, error });
  });
});
