import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from './event-types';
import { EVENT_TYPE_STYLES, eventQuantityColor, eventTypeDisplay } from './event-styles';

describe('eventTypeDisplay', () => {
  it('gives every known type its Spanish label, a colour and an icon', () => {
    expect(Object.keys(EVENT_TYPE_STYLES).sort()).toEqual([...EVENT_TYPES].sort());
    expect(eventTypeDisplay('TRANSFER')).toEqual({ label: 'Movimiento', color: 'info', icon: 'transfer' });
    expect(eventTypeDisplay('DAMAGE')).toEqual({ label: 'Daño', color: 'error', icon: 'damage' });
    for (const type of EVENT_TYPES) expect(eventTypeDisplay(type).color).not.toBe('default');
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
