import { describe, expect, it } from 'vitest';
import { OUTBOUND_EVENT_TYPES, RETURN_EVENT_TYPES } from '../formulas/kpis';
import { DEVICE_EVENT_TYPES, EVENT_TYPE_LABELS, EVENT_TYPES } from './event-types';
import { EVENT_TYPE_STYLES, eventQuantityColor, eventTypeDisplay } from './event-styles';

describe('eventTypeDisplay', () => {
  it('gives every known type its Spanish label, a colour and an icon', () => {
    expect(Object.keys(EVENT_TYPE_STYLES).sort()).toEqual([...EVENT_TYPES].sort());
    expect(eventTypeDisplay('TRANSFER')).toEqual({ label: 'Movimiento', color: 'info', icon: 'transfer' });
    expect(eventTypeDisplay('DAMAGE')).toEqual({ label: 'Daño', color: 'error', icon: 'damage' });
    for (const type of EVENT_TYPES) expect(eventTypeDisplay(type).color).not.toBe('default');
  });

  it("gives the devices' own types their Spanish labels, colours and icons", () => {
    expect(EVENT_TYPES).toEqual(expect.arrayContaining([...DEVICE_EVENT_TYPES]));
    expect(DEVICE_EVENT_TYPES.map((type) => eventTypeDisplay(type))).toEqual([
      { label: 'Implante', color: 'secondary', icon: 'implant' },
      { label: 'Explante', color: 'warning', icon: 'explant' },
      { label: 'Retención', color: 'error', icon: 'hold' },
      { label: 'Liberación', color: 'success', icon: 'release' },
      { label: 'Traslado a Servicio', color: 'info', icon: 'serviceTransfer' },
      { label: 'Recepción en Servicio', color: 'primary', icon: 'serviceReception' },
    ]);
    // Each label names one type only.
    expect(new Set(Object.values(EVENT_TYPE_LABELS)).size).toBe(EVENT_TYPES.length);
  });

  it('counts an implant as demand and an explant back as a return; holds and releases are no demand', () => {
    expect(OUTBOUND_EVENT_TYPES).toContain('IMPLANT');
    expect(RETURN_EVENT_TYPES).toContain('EXPLANT');
    for (const type of ['HOLD', 'RELEASE', 'TRANSFER_TO_SERVICE', 'SERVICE_RECEPTION']) {
      expect([...OUTBOUND_EVENT_TYPES, ...RETURN_EVENT_TYPES]).not.toContain(type);
    }
  });

  it('shows an unknown type grey with its raw value', () => {
    expect(eventTypeDisplay('RECALL')).toEqual({ label: 'RECALL', color: 'default', icon: 'unknown' });
    expect(eventTypeDisplay(null)).toEqual({ label: '', color: 'default', icon: 'unknown' });
  });
});

describe('eventQuantityColor', () => {
  it('is green above 0 and info otherwise', () => {
    expect(eventQuantityColor(5)).toBe('success');
    expect(eventQuantityColor(0)).toBe('info');
    expect(eventQuantityColor(-3)).toBe('info');
  });
});
