import { describe, expect, it } from 'vitest';
import { formatConsolidationNumber, trackingTarget } from '../schemas/dispatch.schema';
import { canAssignToDock } from './dock-status';
import { dispatchPriority, priorityRange } from './priority';
import { nextShipmentStatuses, shipmentStatusChangeError } from './shipment-status';

describe('tracking', () => {
  it('answers a message or the carrier URL base plus the number', () => {
    const ups = 'https://www.ups.com/track?tracknum=';
    expect(trackingTarget({ carrier: 'dhl', tracking_number: null }, 'https://dhl.cl/?id=')).toEqual({
      message: 'Sin seguimiento',
    });
    expect(trackingTarget({ carrier: 'propio', tracking_number: 'X1' }, null)).toEqual({
      message: 'Transportista propio - Sin seguimiento externo',
    });
    expect(trackingTarget({ carrier: 'por_asignar', tracking_number: 'X1' }, null)).toEqual({
      message: 'URL de seguimiento no disponible para este transportista',
    });
    expect(trackingTarget({ carrier: 'ups', tracking_number: '1Z 99' }, ups)).toEqual({
      url: 'https://www.ups.com/track?tracknum=1Z%2099',
    });
  });
});

describe('shipment statuses', () => {
  it('moves forward only; delivered and returned are final', () => {
    expect(nextShipmentStatuses('preparando')).toEqual(['en_transito']);
    expect(shipmentStatusChangeError('shipped', 'entregado')).toBeNull();
    expect(shipmentStatusChangeError('en_transito', 'en_transito')).toBeNull();
    expect(shipmentStatusChangeError('entregado', 'devuelto')).toBe('No se puede cambiar el envío de Entregado a Devuelto');
    expect(shipmentStatusChangeError('en_transito', 'preparando')).toBe(
      'No se puede cambiar el envío de En tránsito a Preparando',
    );
  });
});

describe('docks, priorities, numbers', () => {
  it('assigns only to free or occupied docks', () => {
    expect(['disponible', 'ocupado', 'cargando', 'mantenimiento'].map(canAssignToDock)).toEqual([true, true, false, false]);
  });
  it('maps order priorities 1–5 to the dispatch names', () => {
    expect([1, 2, 3, 4, 5].map(dispatchPriority)).toEqual(['baja', 'normal', 'alta', 'urgente', 'urgente']);
    expect(priorityRange('urgente')).toEqual([4, 5]);
  });
  it('formats CONS- numbers from the sequence value', () => {
    expect(formatConsolidationNumber(1)).toBe('CONS-001');
    expect(formatConsolidationNumber(1234)).toBe('CONS-1234');
  });
});
