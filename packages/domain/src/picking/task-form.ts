import {
  availableQuantity,
  isLotStrategy,
  selectLotsForQuantity,
  type LotCandidate,
  type PickingStrategy,
} from '../strategies/select-lots';

/** Criterion types of a task line and their names in the form's hints. */
export type TaskCriterionType = 'lot' | 'serial' | 'expiry';
export const TASK_CRITERION_LABELS: Record<TaskCriterionType, string> = { lot: 'Lote', serial: 'S/N', expiry: 'Vencimiento' };
export const TASK_STRATEGY_NAMES: Record<PickingStrategy, string> = {
  fifo: 'FIFO',
  lifo: 'LIFO',
  fefo: 'FEFO',
  manual: 'Manual',
};

/** The picking task form's hints, verbatim (Picking task form). */
export const TASK_FORM_HINTS = {
  maxAvailable: (units: number) => `Máximo disponible: ${units} unidades`,
  criteriaTotal: (units: number) => `Total disponible en criterios seleccionados: ${units} unidades`,
  criterionMax: (type: TaskCriterionType, units: number) =>
    `Máximo para ${TASK_CRITERION_LABELS[type]} seleccionado: ${units} unidades`,
} as const;

/** One criterion (lot, serial or expiry) a line can take, with its free units. */
export interface TaskCriterionOption extends LotCandidate {
  type: TaskCriterionType;
  value: string;
  available_quantity: number;
}

export interface TaskLineCriteria {
  /** '(Automático - FIFO)' or '(Manual)'; null when the line takes no criterion. */
  heading: string | null;
  criteria: { type: TaskCriterionType; value: string; quantity: number }[];
  /** Units of the criteria taken ('Total'). */
  total: number;
  /** What the criteria offer: the line's maximum. */
  available: number;
  /** The hint under the quantity. */
  hint: string | null;
}

/**
 * The 'Criterios Seleccionados' card of one task line. Automatic (FIFO by
 * oldest entry, LIFO newest, FEFO earliest expiry): criteria taken in order until the quantity is
 * covered, the quantity capped at what they hold. Manual: the one criterion chosen and its units.
 * Availability is what the inventory rows hold free (never a made-up figure).
 */
export function taskLineCriteria(input: {
  strategy: PickingStrategy | '' | null;
  quantity: number;
  lots: readonly TaskCriterionOption[];
  expiries: readonly TaskCriterionOption[];
  manual?: TaskCriterionOption | null;
  productAvailable: number | null;
}): TaskLineCriteria {
  const quantity = Number.isFinite(input.quantity) ? Math.max(0, input.quantity) : 0;
  const { strategy } = input;
  if (strategy && isLotStrategy(strategy)) {
    const pool = strategy === 'fefo' ? input.expiries : input.lots;
    const chosen = selectLotsForQuantity({ strategy, lots: pool, quantity });
    return {
      heading: `(Automático - ${TASK_STRATEGY_NAMES[strategy]})`,
      criteria: chosen.selections.map(({ lot, quantity: units }) => ({ type: lot.type, value: lot.value, quantity: units })),
      total: chosen.quantity,
      available: chosen.total_available,
      hint: TASK_FORM_HINTS.criteriaTotal(chosen.total_available),
    };
  }
  if (strategy === 'manual' && input.manual) {
    const units = availableQuantity(input.manual);
    return {
      heading: '(Manual)',
      criteria: [{ type: input.manual.type, value: input.manual.value, quantity: Math.min(quantity, units) }],
      total: Math.min(quantity, units),
      available: units,
      hint: TASK_FORM_HINTS.criterionMax(input.manual.type, units),
    };
  }
  const available = input.productAvailable ?? 0;
  return {
    heading: null,
    criteria: [],
    total: 0,
    available,
    hint: input.productAvailable === null ? null : TASK_FORM_HINTS.maxAvailable(available),
  };
}
