import { describe, expect, it } from 'vitest';
import { STORAGE_STRATEGIES } from './ingreso.schema';
import { INGRESO_SCREEN_MESSAGES, STORAGE_STRATEGY_DESCRIPTIONS, STORAGE_STRATEGY_LABELS } from './ingreso-screen';

describe('ingreso screen labels', () => {
  it('names and describes every storage strategy', () => {
    for (const strategy of STORAGE_STRATEGIES) {
      expect(STORAGE_STRATEGY_LABELS[strategy]).toBeTruthy();
      expect(STORAGE_STRATEGY_DESCRIPTIONS[strategy]).toBeTruthy();
    }
    expect(new Set(Object.values(STORAGE_STRATEGY_LABELS)).size).toBe(STORAGE_STRATEGIES.length);
  });

  it('keeps the spec texts', () => {
    expect(INGRESO_SCREEN_MESSAGES.empty).toBe('No se encontraron ingresos');
    expect(INGRESO_SCREEN_MESSAGES.printOnlyGenerated).toBe('Solo se pueden imprimir códigos EAN-13 generados automáticamente');
  });
});
