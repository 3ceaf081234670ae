import { describe, expect, it } from 'vitest';
import { OPERATOR_PICKING_ACTION_LABELS, OPERATOR_PICKING_MESSAGES, operatorPickingAction } from './screen-messages';

describe('operator picking actions', () => {
  it('offers Iniciar for assigned, Continuar in progress, Ver completed, nothing otherwise', () => {
    expect(['assigned', 'in_progress', 'completed', 'pending', 'cancelled'].map((s) => operatorPickingAction(s))).toEqual([
      'start',
      'continue',
      'view',
      null,
      null,
    ]);
    expect(OPERATOR_PICKING_ACTION_LABELS).toEqual({ start: 'Iniciar', continue: 'Continuar', view: 'Ver' });
  });

  it('words progress and completion', () => {
    expect(OPERATOR_PICKING_MESSAGES.progress(1, 3)).toBe('Progreso: 1/3 escaneados');
    expect(OPERATOR_PICKING_MESSAGES.done('Gasa')).toBe('¡Completado! Todas las unidades de Gasa han sido escaneadas');
  });
});
