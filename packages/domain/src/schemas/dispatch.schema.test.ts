import { describe, expect, it } from 'vitest';
import {
  canCompleteLoading,
  canStartLoading,
  completeLoadingSchema,
  consolidationCreateSchema,
  consolidationNumber,
  DISPATCH_MESSAGES,
  dispatchCreateSchema,
  dispatchUpdateSchema,
  dockAssignmentSchema,
  dockSchema,
  shipmentCreateSchema,
  trackingTarget,
} from './dispatch.schema';
import { messageAt } from './test-helpers';

describe('dock', () => {
  it('defaults status disponible', () => {
    expect(dockSchema.parse({ name: 'Muelle 1', capacity: 6 })).toEqual({ name: 'Muelle 1', capacity: 6, status: 'disponible' });
  });

  it.each([
    ['name', { name: '' }, 'El nombre es requerido'],
    ['capacity', { capacity: undefined }, 'La capacidad es requerida'],
    ['capacity', { capacity: 2.5 }, 'La capacidad debe ser un número entero de pallets'],
    ['capacity', { capacity: 0 }, 'La capacidad debe ser mayor a 0'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(dockSchema, { name: 'M', capacity: 4, ...change }, path)).toBe(message);
  });

  it.each([
    ['disponible', true, false],
    ['ocupado', true, false],
    ['cargando', false, true],
    ['mantenimiento', false, false],
  ])('%s: start %s, complete %s', (status, start, complete) => {
    expect(canStartLoading(status)).toBe(start);
    expect(canCompleteLoading(status)).toBe(complete);
  });
});

describe('dispatch form', () => {
  const dispatch = { destination: 'Hospital Norte', source_location_id: 5, items: [{ product_id: 1, quantity: 1 }] };

  it('defaults selection method none', () => {
    expect(dispatchCreateSchema.parse(dispatch).selection_method).toBe('none');
  });

  it.each([
    ['destination', { destination: '' }, 'El destino es requerido'],
    ['source_location_id', { source_location_id: undefined }, 'La ubicación es requerida'],
    ['items', { items: [] }, 'Debe agregar al menos un producto'],
    ['items.0.product_id', { items: [{ quantity: 1 }] }, 'El producto es requerido'],
    ['items.0.quantity', { items: [{ product_id: 1, quantity: 0 }] }, 'La cantidad debe ser mayor a 0'],
  ])('%s: %j', (path, change, message) => {
    expect(messageAt(dispatchCreateSchema, { ...dispatch, ...change }, path)).toBe(message);
  });

  it('requires the status when editing', () => {
    expect(messageAt(dispatchUpdateSchema, dispatch, 'status')).toBe('El estado es requerido');
    expect(dispatchUpdateSchema.safeParse({ ...dispatch, status: 'Completado' }).success).toBe(true);
    expect(DISPATCH_MESSAGES.completeRequired).toBe('Por favor complete todos los campos requeridos');
  });
});

describe('consolidation, assignment and shipments', () => {
  it('consolidates at least two orders', () => {
    expect(messageAt(consolidationCreateSchema, { order_ids: [1] }, 'order_ids')).toBe(
      'Debe seleccionar al menos 2 órdenes para consolidar',
    );
    expect(consolidationCreateSchema.safeParse({ order_ids: [1, 2], consolidation_data: { notes: 'x' } }).success).toBe(true);
    expect(consolidationNumber(0)).toBe('CONS-001');
    expect(consolidationNumber(41)).toBe('CONS-042');
  });

  it('assigns orders or a consolidation to a dock', () => {
    expect(dockAssignmentSchema.safeParse({ order_ids: [3] }).success).toBe(true);
    expect(dockAssignmentSchema.safeParse({ consolidation_id: 3 }).success).toBe(true);
    expect(messageAt(dockAssignmentSchema, { order_ids: [] }, 'order_ids')).toBe('Debe seleccionar al menos 1 orden');
  });

  it('estimated delivery defaults to ship date plus 3 days', () => {
    expect(shipmentCreateSchema.parse({ ship_date: '2025-02-27' })).toMatchObject({
      carrier: 'propio',
      status: 'preparando',
      estimated_delivery: '2025-03-02',
    });
    expect(shipmentCreateSchema.parse({ ship_date: '2025-02-27', estimated_delivery: '2025-03-10' }).estimated_delivery).toBe(
      '2025-03-10',
    );
    expect(messageAt(shipmentCreateSchema, { ship_date: '' }, 'ship_date')).toBe('La fecha de envío es requerida');
    expect(
      completeLoadingSchema.parse({ shipment_data: { carrier: 'starken', ship_date: '2025-01-01', tracking_number: 'T1' } })
        .shipment_data,
    ).toMatchObject({ status: 'shipped', estimated_delivery: '2025-01-04' });
  });

  it.each([
    [{ carrier: 'starken', tracking_number: '' }, 'https://x/', { message: 'Sin seguimiento' }],
    [{ carrier: 'propio', tracking_number: 'T1' }, null, { message: 'Transportista propio - Sin seguimiento externo' }],
    [
      { carrier: 'por_asignar', tracking_number: 'T1' },
      null,
      { message: 'URL de seguimiento no disponible para este transportista' },
    ],
    [{ carrier: 'starken', tracking_number: 'A B' }, 'https://track/?n=', { url: 'https://track/?n=A%20B' }],
  ])('tracking %j', (shipment, base, target) => {
    expect(trackingTarget(shipment, base)).toEqual(target);
  });
});
