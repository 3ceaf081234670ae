import { describe, expect, it } from 'vitest';
import {
  allocationState,
  allocationStatus,
  canOrder,
  fulfillmentRate,
  hasOrderLeft,
  orderActions,
  orderAlreadyShippedMessage,
  orderStatusText,
} from './order-actions';

describe('order actions per status', () => {
  it('offers edit and allocation only while pending, picking list and release when assigned, ship when picked', () => {
    expect(orderActions('pending')).toContain('edit');
    expect(canOrder('assigned', 'edit')).toBe(false);
    expect(canOrder('assigned', 'picking_list')).toBe(true);
    expect(canOrder('assigned', 'release')).toBe(true);
    expect(canOrder('picked', 'ship')).toBe(true);
    expect(canOrder('assigned', 'ship')).toBe(false);
    expect(orderActions('cancelled')).toEqual([]);
    expect(orderActions('nope')).toEqual([]);
  });

  it('a fully reserved order is assigned, a partial one stays pending', () => {
    expect(allocationStatus([{ quantity: 5, allocated_quantity: 5 }])).toBe('assigned');
    expect(
      allocationStatus([
        { quantity: 5, allocated_quantity: 5 },
        { quantity: 2, allocated_quantity: 1 },
      ]),
    ).toBe('pending');
    expect(allocationState([{ quantity: 5, allocated_quantity: 2 }])).toBe('partial');
    expect(allocationState([{ quantity: 5, allocated_quantity: 0 }])).toBe('none');
    expect(allocationState([{ quantity: 5, allocated_quantity: 5 }])).toBe('full');
  });

  it('fulfillment rate is on-time shipped over due, one decimal, null without due orders', () => {
    expect(fulfillmentRate(0, 0)).toBeNull();
    expect(fulfillmentRate(3, 2)).toBe(66.7);
    expect(fulfillmentRate(4, 4)).toBe(100);
  });
});

describe('shipped: gone or ready at the dock', () => {
  it('an order with a ship date or a tracking number has left; the status alone does not', () => {
    expect(hasOrderLeft({ shipped_at: '2026-11-20T10:00:00.000Z', tracking_number: null })).toBe(true);
    expect(hasOrderLeft({ shipped_at: null, tracking_number: 'TRK1' })).toBe(true);
    expect(hasOrderLeft({ shipped_at: null, tracking_number: null })).toBe(false);
    expect(orderStatusText({ status: 'shipped', shipped_at: null, tracking_number: 'TRK1' })).toBe('Enviado');
    expect(orderStatusText({ status: 'shipped', shipped_at: null, tracking_number: null })).toBe('Listo en andén');
    expect(orderStatusText({ status: 'picked', shipped_at: null, tracking_number: null })).toBe('Recolectado');
    expect(
      orderAlreadyShippedMessage({
        order_number: 'ORD-000010',
        shipped_at: '2026-11-20T10:00:00.000Z',
        carrier: 'starken',
        tracking_number: 'TRK1',
      }),
    ).toBe('La orden ORD-000010 ya fue enviada el 20-11-2026 (transportista starken, seguimiento TRK1): no se despacha de nuevo');
  });
});
