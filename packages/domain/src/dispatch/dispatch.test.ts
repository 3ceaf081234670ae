import { describe, expect, it } from 'vitest';
import { formatConsolidationNumber } from '../schemas/dispatch.schema';
import { CARRIER_OPTIONS, carrierLabel, shipmentTracking } from './carriers';
import { canAssignToDock } from './dock-status';
import { dispatchPriority, priorityRange } from './priority';
import { nextShipmentStatuses, shipmentStatusChangeError } from './shipment-status';

describe('carriers (spec 2 §3)', () => {
  it('has the ten options; propio and por_asignar without a tracking page', () => {
    expect(CARRIER_OPTIONS.map((c) => c.value)).toEqual([
      'propio',
      'starken',
      'chilexpress',
      'bluexpress',
      'dhl',
      'fedex',
      'ups',
      'correos',
      'turbus_cargo',
      'por_asignar',
    ]);
    expect(CARRIER_OPTIONS.filter((c) => !c.tracking_url_base).map((c) => c.value)).toEqual(['propio', 'por_asignar']);
    expect(carrierLabel('bluexpress')).toBe('Blue Express');
    expect(carrierLabel('otro')).toBe('otro');
  });

  it('answers tracking per spec 2 §5', () => {
    expect(shipmentTracking({ carrier: 'dhl', tracking_number: null })).toEqual({ message: 'Sin seguimiento' });
    expect(shipmentTracking({ carrier: 'propio', tracking_number: 'X1' })).toEqual({
      message: 'Transportista propio - Sin seguimiento externo',
    });
    expect(shipmentTracking({ carrier: 'por_asignar', tracking_number: 'X1' })).toEqual({
      message: 'URL de seguimiento no disponible para este transportista',
    });
    expect(shipmentTracking({ carrier: 'ups', tracking_number: '1Z 99' })).toEqual({
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
