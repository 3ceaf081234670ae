import { describe, expect, it } from 'vitest';
import { MOVEMENT_STATUSES, MOVEMENT_TYPES } from '../schemas/movement.schema';
import { MOVEMENT_STATUS_COLORS, MOVEMENT_TYPE_LABELS, movementStatusColor, movementTypeLabel } from './movement-types';

describe('movement type labels', () => {
  it('names every type in Spanish', () => {
    expect(Object.keys(MOVEMENT_TYPE_LABELS).sort()).toEqual([...MOVEMENT_TYPES].sort());
    expect(movementTypeLabel('reubicacion')).toBe('Reubicación');
    expect(movementTypeLabel('transferencia_zona')).toBe('Transferencia de zona');
  });

  it('shows an unknown stored value as it is, and nothing for none', () => {
    expect(movementTypeLabel('traslado_externo')).toBe('traslado_externo');
    expect(movementTypeLabel(null)).toBe('');
    expect(movementTypeLabel(undefined)).toBe('');
  });
});

describe('movement status colours', () => {
  it('colours every status and falls back to default', () => {
    expect(Object.keys(MOVEMENT_STATUS_COLORS).sort()).toEqual([...MOVEMENT_STATUSES].sort());
    expect(movementStatusColor('Pendiente')).toBe('warning');
    expect(movementStatusColor('Completado')).toBe('success');
    expect(movementStatusColor('Otro')).toBe('default');
    expect(movementStatusColor(null)).toBe('default');
  });
});
